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
