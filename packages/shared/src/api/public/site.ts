/** The platform's own pages: the contact form, a business's registration, the development outbox. */
import { outboxListSchema } from '../../schemas/account.ts';
import {
  businessRegistrationRequestSchema,
  businessRegistrationResponseSchema,
  slugAnswerSchema,
  slugQuerySchema,
} from '../../schemas/business-registration.ts';
import { contactRequestSchema, contactResponseSchema } from '../../schemas/contact.ts';
import { defineContract } from '../contract.ts';

export const contactMessage = defineContract('contact_api', {
  method: 'POST',
  summary: 'Žinutė platformai per kontaktų formą: išsaugoma ir išsiunčiama el. paštu',
  body: contactRequestSchema,
  output: contactResponseSchema,
  status: 201,
  errors: [400, 403, 413, 415, 429],
});

export const businessRegistration = defineContract('business_registration', {
  method: 'POST',
  summary:
    'Verslo registracija: pavadinimas, paslaugų sritys, miestas, adresas, telefonas, puslapio adresas; lankytojas kartu susikuria paskyrą. Registravęs asmuo tampa verslo savininku',
  body: businessRegistrationRequestSchema,
  output: businessRegistrationResponseSchema,
  status: 201,
  errors: [400, 403, 409, 413, 415, 429],
});

export const businessSlug = defineContract('business_registration_slug', {
  method: 'GET',
  summary: 'Laisvas verslo puslapio adresas pagal pavadinimą arba ar pasirinktas adresas laisvas',
  query: slugQuerySchema,
  output: slugAnswerSchema,
  errors: [400, 429],
});

export const devOutbox = defineContract('dev_outbox_api', {
  method: 'GET',
  summary: 'Kūrimo aplinka: į aplanką įrašyti laiškai (naujausi pirmi)',
  output: outboxListSchema,
});
