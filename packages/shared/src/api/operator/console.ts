/** The platform operator's console: the browsers' error reports and the job queues. */
import { clientErrorReportListSchema, pageQuerySchema } from '../../schemas/account.ts';
import { operatorJobsSchema } from '../../schemas/operator-jobs.ts';
import { defineContract } from '../contract.ts';

export const clientErrorReports = defineContract('operator_client_errors_api', {
  method: 'GET',
  summary: 'Naršyklių klaidų pranešimai (naujausi pirmi)',
  query: pageQuerySchema,
  output: clientErrorReportListSchema,
  errors: [400, 401, 403],
});

export const jobQueues = defineContract('operator_jobs_api', {
  method: 'GET',
  summary: 'Darbų eilė: darbų skaičius pagal eilę ir būseną',
  output: operatorJobsSchema,
  errors: [401, 403],
});
