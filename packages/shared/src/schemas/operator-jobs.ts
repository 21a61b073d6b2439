import '../zod-locale';
import { z } from 'zod';

/**
 * `GET /api/operator/jobs`: the durable job queue at a glance (apps/server/src/jobs,
 * docs/decisions/014). Counts of the jobs pg-boss still keeps, by queue and state: completed
 * and failed jobs stay 12 hours, then move to its archive.
 */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobStateName = (typeof JOB_STATES)[number];

const count = z.number().int().nonnegative();

/** created: waiting; retry: failed, waiting for its next attempt; active: being worked on now. */
export const jobStateCountsSchema = z.object({
  created: count,
  retry: count,
  active: count,
  completed: count,
  cancelled: count,
  failed: count,
});

export const operatorJobsSchema = z.object({
  queues: z.array(z.object({ name: z.string(), counts: jobStateCountsSchema })),
  /** All queues together. */
  total: jobStateCountsSchema,
});

export type JobStateCounts = z.infer<typeof jobStateCountsSchema>;
export type OperatorJobs = z.infer<typeof operatorJobsSchema>;

/** The queues the product runs (apps/server/src/jobs/queue.ts). */
export const JOB_QUEUE_NAMES = ['send-mail', 'send-push', 'notices-sweep'] as const;

/** `GET /api/operator/jobs/failed`: the last jobs that failed with no retries left, newest first. */
export const failedJobsSchema = z.object({
  jobs: z.array(
    z.object({
      id: z.string(),
      queue: z.enum(JOB_QUEUE_NAMES),
      attempts: z.number().int(),
      createdAt: z.string(),
      failedAt: z.string().nullable(),
      error: z.string(),
    }),
  ),
});
export type FailedJobs = z.infer<typeof failedJobsSchema>;

/** `POST /api/operator/jobs/{queue}/{id}/retry`. */
export const retryJobParamsSchema = z.object({
  queue: z.enum(JOB_QUEUE_NAMES, { error: 'Nežinoma darbų eilė.' }),
  id: z.uuid({ error: 'Neteisingas darbo identifikatorius.' }),
});
/** Whether the job was tried again; false when it was no failed job (retried already, done, or none). */
export const retriedJobSchema = z.object({ retried: z.boolean() });
