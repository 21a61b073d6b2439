import { format, messages } from '@vizitas/shared';
import { failedJobs, jobQueues } from '@vizitas/shared/api/operator/console';
import { JobsPage } from '~/features/operator-jobs/components/jobs-page';
import type { Route } from './+types/jobs';

/** `/operatorius/darbai` (operator_jobs): the job queues' counts and the failed jobs. */
export async function loader({ context }: Route.LoaderArgs) {
  const [queues, failed] = await Promise.all([context.call(jobQueues), context.call(failedJobs)]);
  return { queues: queues.ok ? queues.data : null, failed: failed.ok ? failed.data : null };
}

export function meta() {
  return [
    { title: format(messages.operatorNav.metaTitle, { page: messages.operatorJobs.title }) },
    { name: 'robots', content: 'noindex' },
  ];
}

export default function OperatorJobs({ loaderData }: Route.ComponentProps) {
  return <JobsPage queues={loaderData.queues} failed={loaderData.failed} />;
}
