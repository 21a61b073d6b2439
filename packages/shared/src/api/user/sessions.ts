/** Where the logged-in person is logged in. */
import { sessionListSchema } from '../../schemas/account.ts';
import { defineContract } from '../contract.ts';

export const mySessions = defineContract('sessions_api', {
  method: 'GET',
  summary: 'Mano prisijungimai (aktyvios sesijos)',
  output: sessionListSchema,
  errors: [401],
});
