import type { CommandContext } from '#server/core/context.ts';
import type { JobRun } from '#server/jobs/queue.ts';
import { runNoticeSweep, type SweepResult } from '#server/modules/reminders/index.ts';

export interface NoticesSweepDeps {
  /** The app's context: the sweep is a command of the reminders module. */
  context: CommandContext;
}

/**
 * The `notices-sweep` job: one run of the notice sweep at the app's clock (docs/decisions/028).
 * Everything it sends is keyed by its sent-marker, so a rerun — a retry, an expired attempt of a
 * process that died, the next minute's sweep — sends nothing twice.
 */
export async function noticesSweepJob(deps: NoticesSweepDeps, _run: JobRun<'notices-sweep'>): Promise<SweepResult> {
  return runNoticeSweep(deps.context);
}
