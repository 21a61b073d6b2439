/** The business's clients (customers who booked it and walk-ins) and its private card about one of them. */
import {
  adminClientCardInputSchema,
  adminClientCardParamsSchema,
  adminClientCardQuerySchema,
  adminClientCardSchema,
  adminClientListQuerySchema,
  adminClientPageSchema,
} from '../../schemas/admin/clients.ts';
import { defineContract } from '../contract.ts';

export const adminClientList = defineContract('admin_clients_api', {
  method: 'GET',
  summary: 'Verslo klientų sąrašas: paieška pagal vardą, telefoną ar el. paštą; puslapiais, pagal paskutinį vizitą',
  query: adminClientListQuerySchema,
  output: adminClientPageSchema,
  errors: [400, 401, 403],
});

/** `{id}` is the customer's user id (seed section 7). */
export const adminClientCard = defineContract('admin_client_card_api', {
  method: 'GET',
  summary: 'Kliento kortelė: pastabos, alergijos, pageidavimai, blokavimas ir vizitų istorija šiame versle',
  params: adminClientCardParamsSchema,
  query: adminClientCardQuerySchema,
  output: adminClientCardSchema,
  errors: [400, 401, 403, 404],
});

export const adminClientCardSave = defineContract('admin_client_card_api', {
  method: 'POST',
  summary: 'Išsaugoti kliento kortelę (pakeičiami tik nurodyti laukai); užblokuoti ar atblokuoti registraciją internetu',
  params: adminClientCardParamsSchema,
  query: adminClientCardQuerySchema,
  body: adminClientCardInputSchema,
  output: adminClientCardSchema,
  errors: [400, 401, 403, 404],
});
