/** The platform operator's console: the browsers' error reports and the job queues. */
import { clientErrorReportListSchema, pageQuerySchema } from '../../schemas/account.ts';
import {
  clientErrorGroupParamsSchema,
  clientErrorGroupsSchema,
  resolvedGroupSchema,
} from '../../schemas/operator-client-errors.ts';
import { failedJobsSchema, operatorJobsSchema, retriedJobSchema, retryJobParamsSchema } from '../../schemas/operator-jobs.ts';
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

export const failedJobs = defineContract('operator_failed_jobs_api', {
  method: 'GET',
  summary: 'Paskutiniai nepavykę darbai (be likusių bandymų), naujausi pirmi',
  output: failedJobsSchema,
  errors: [401, 403],
});

export const retryJob = defineContract('operator_job_retry_api', {
  method: 'POST',
  summary: 'Pakartoti nepavykusį darbą',
  description: '`retried: false` – darbas nebelaukė pakartojimo (jau pakartotas, atliktas arba jo nėra): niekas nepakeista.',
  params: retryJobParamsSchema,
  output: retriedJobSchema,
  errors: [400, 401, 403],
});

export const clientErrorGroups = defineContract('operator_client_error_groups_api', {
  method: 'GET',
  summary: 'Naršyklių klaidos, sugrupuotos pagal pranešimą ir vietą (neišspręstos pirmos)',
  output: clientErrorGroupsSchema,
  errors: [401, 403],
});

export const resolveClientErrorGroup = defineContract('operator_client_error_group_resolve_api', {
  method: 'POST',
  summary: 'Pažymėti klaidų grupę išspręsta (nauja tokia klaida ją vėl atvers)',
  params: clientErrorGroupParamsSchema,
  output: resolvedGroupSchema,
  errors: [400, 401, 403, 404],
});
