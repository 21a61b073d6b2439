/** A browser's error report to the operator (`POST /api/public/log-an-error/{token}`). */
import { z } from 'zod';
import { clientErrorReportSchema } from '../../schemas/page-context.ts';
import { defineContract } from '../contract.ts';

export const logAnError = defineContract('log_an_error', {
  method: 'POST',
  summary: 'Naršyklės klaidos pranešimas operatoriui',
  params: z.object({ token: z.string().max(64) }),
  body: clientErrorReportSchema,
  output: z.object({ success: z.literal(true) }),
  status: 201,
  errors: [400, 403, 413, 429],
});
