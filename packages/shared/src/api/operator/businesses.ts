/** The operator's pipeline of businesses: every business with its derived stage and last contact. */
import {
  operatorBusinessCardSchema,
  operatorBusinessParamsSchema,
  pipelineQuerySchema,
  pipelineSchema,
} from '../../schemas/operator-pipeline.ts';
import { defineContract } from '../contract.ts';

export const operatorBusinesses = defineContract('operator_businesses_api', {
  method: 'GET',
  summary: 'Verslų eiga: kiekvienas verslas su etapu, paskutine registracija ir paskutiniu kontaktu',
  query: pipelineQuerySchema,
  output: pipelineSchema,
  errors: [400, 401, 403],
});

export const operatorBusiness = defineContract('operator_business_api', {
  method: 'GET',
  summary: 'Verslo kortelė operatoriui: savininkas ir nariai, planas, žingsniai, skaičiai, kontaktų istorija',
  params: operatorBusinessParamsSchema,
  output: operatorBusinessCardSchema,
  errors: [400, 401, 403, 404],
});
