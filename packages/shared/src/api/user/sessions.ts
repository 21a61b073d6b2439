/** Where the logged-in person is logged in; ending one session, or all ("log out everywhere"). */
import { sessionIdParamsSchema, sessionListSchema, successMessageSchema } from '../../schemas/account.ts';
import { defineContract } from '../contract.ts';

export const mySessions = defineContract('sessions_api', {
  method: 'GET',
  summary: 'Mano prisijungimai (aktyvios sesijos)',
  output: sessionListSchema,
  errors: [401],
});

export const mySessionEnd = defineContract('session_api', {
  method: 'DELETE',
  summary: 'Vienos sesijos (įrenginio) atjungimas',
  params: sessionIdParamsSchema,
  output: successMessageSchema,
  errors: [400, 401, 403, 404],
});

export const myLogoutEverywhere = defineContract('logout_everywhere_api', {
  method: 'POST',
  summary: 'Atsijungti visuose įrenginiuose (ir šiame)',
  output: successMessageSchema,
  errors: [401, 403],
});
