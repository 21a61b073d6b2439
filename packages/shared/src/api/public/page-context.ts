/** What every page shows around itself. */
import { pageContextSchema } from '../../schemas/page-context.ts';
import { defineContract } from '../contract.ts';

export const pageContext = defineContract('page_context_api', {
  method: 'GET',
  summary: 'Puslapio kontekstas: naudotojas, verslas pagal domeną, pranešimai',
  output: pageContextSchema,
});
