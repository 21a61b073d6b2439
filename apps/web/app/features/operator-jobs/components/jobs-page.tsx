import { Button } from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { DEFAULT_TIME_ZONE, format, messages } from '@vizitas/shared';
import { retryJob } from '@vizitas/shared/api/operator/console';
import { JOB_STATES, type FailedJobs, type JobStateCounts } from '@vizitas/shared/schemas/operator-jobs';
import { showToast } from '~/components/toasts/toast';
import { apiCall, errorMessage } from '~/lib/api/api-client';
import './operator-jobs.css';
import { LoadFailed } from '~/components/ui/load-failed';

const t = messages.operatorJobs;

const timeFormat = new Intl.DateTimeFormat('lt-LT', { timeZone: DEFAULT_TIME_ZONE, dateStyle: 'short', timeStyle: 'short' });

export interface JobsPageProps {
  queues: { queues: Array<{ name: string; counts: JobStateCounts }>; total: JobStateCounts } | null;
  failed: FailedJobs | null;
}

function queueName(name: string): string {
  return t.queues[name as keyof typeof t.queues] ?? name;
}

/** `/operatorius/darbai`: the queues' counts by state, and the failed jobs with a retry each. */
export function JobsPage({ queues, failed }: JobsPageProps) {
  const revalidator = useRevalidator();
  const [pending, setPending] = useState<string | null>(null);
  const retry = async (job: FailedJobs['jobs'][number]) => {
    setPending(job.id);
    try {
      const answer = await apiCall(retryJob, { params: { queue: job.queue, id: job.id } });
      showToast({ type: answer.retried ? 'success' : 'danger', message: answer.retried ? t.retried : t.notRetried });
      await revalidator.revalidate();
    } catch (error) {
      showToast({ type: 'danger', message: errorMessage(error) });
    } finally {
      setPending(null);
    }
  };
  return (
    <div className="vz-op-page">
      <header className="vz-op-page__head">
        <h1>{t.title}</h1>
        <p>{t.intro}</p>
      </header>
      {queues === null || failed === null ? (
        <LoadFailed text={t.loadFailed} retry={t.tryAgain} onRetry={() => revalidator.revalidate()} />
      ) : (
        <>
          <section aria-labelledby="vz-oj-counts" className="vz-op-box">
            <h2 id="vz-oj-counts">{t.countsTitle}</h2>
            {/* Focusable, so a keyboard can scroll the table sideways on a phone. */}
            <div className="vz-oj-scroll" tabIndex={0} role="group" aria-labelledby="vz-oj-counts">
              <table className="vz-oj-table">
                <thead>
                  <tr>
                    <th scope="col">{t.queue}</th>
                    {JOB_STATES.map((state) => (
                      <th scope="col" key={state}>
                        {t.states[state]}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {queues.queues.map((queue) => (
                    <tr key={queue.name}>
                      <th scope="row">{queueName(queue.name)}</th>
                      {JOB_STATES.map((state) => (
                        <td key={state} className={state === 'failed' && queue.counts.failed > 0 ? 'vz-oj-failed' : undefined}>
                          {queue.counts[state]}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t.total}</th>
                    {JOB_STATES.map((state) => (
                      <td key={state}>{queues.total[state]}</td>
                    ))}
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>
          <section aria-labelledby="vz-oj-failed" className="vz-op-box">
            <h2 id="vz-oj-failed">{t.failedTitle}</h2>
            {failed.jobs.length === 0 ? (
              <p className="vz-op-empty">{t.noFailed}</p>
            ) : (
              <ul className="vz-oj-list">
                {failed.jobs.map((job) => (
                  <li key={job.id} className="vz-oj-job">
                    <div>
                      <p className="vz-oj-job__head">
                        <strong>{queueName(job.queue)}</strong> · {format(t.attempts, { count: job.attempts })}
                        {job.failedAt ? ` · ${format(t.failedAt, { when: timeFormat.format(new Date(job.failedAt)) })}` : null}
                      </p>
                      <p className="vz-oj-job__error">{job.error || '—'}</p>
                      <p className="vz-oj-job__id">{job.id}</p>
                    </div>
                    <Button
                      color="pink.8"
                      loading={pending === job.id}
                      onClick={() => void retry(job)}
                      aria-label={format(t.retryOf, { id: job.id })}
                    >
                      {t.retry}
                    </Button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
