/**
 * The server's peak resident memory per load: `VmHWM` of its node process, reset
 * (`/proc/<pid>/clear_refs`) right before each load, read right after it. A stage's memory row is
 * the highest of its loads' peaks against QUALITY.md's RSS ≤ 250 MB, with each load's own peak in
 * the notes.
 */
import { NONE, verdictOf, type Check, type ReportRow } from './report';
import type { ServerProcess } from './server-process';

export const RSS_BUDGET_MB = 250;

/** The peak RSS of one load, measured apart (the peak is reset before it). */
export interface PhasePeak {
  name: string;
  mb: number | undefined;
}

/** The highest of the loads' peaks (undefined when any is unreadable). */
export function overallPeak(peaks: readonly PhasePeak[]): number | undefined {
  if (peaks.length === 0 || peaks.some((peak) => peak.mb === undefined)) return undefined;
  return Math.max(...peaks.map((peak) => peak.mb!));
}

/** Collects each load's peak RSS of the servers it is asked about. */
export class PeakRecorder {
  readonly peaks: PhasePeak[] = [];
  /** False when a server refused the reset (then a peak includes everything before it). */
  resets = true;

  /** Runs `load` with `server`'s peak reset before it and read after it. */
  async measure<T>(server: ServerProcess, name: string, load: () => Promise<T>): Promise<T> {
    if (!server.resetPeakRss()) this.resets = false;
    const result = await load();
    this.peaks.push({ name, mb: server.peakRssMb() });
    return result;
  }
}

export interface MemoryRowOptions {
  /** The row's name, e.g. "server peak RSS under the HTTP loads". */
  name: string;
  /** Whether every reset was accepted. */
  reset: boolean;
  /** What else the notes say (start-up peak, which servers). */
  extra?: string;
}

/** The memory row: the highest peak against RSS ≤ 250 MB, each load's peak in the notes. */
export function memoryRow(peaks: readonly PhasePeak[], options: MemoryRowOptions): ReportRow {
  const peakMb = overallPeak(peaks);
  const byLoad = peaks.map((peak) => `${peak.name} ${peak.mb?.toFixed(0) ?? '?'}`).join(' · ');
  const budget = `RSS ≤ ${RSS_BUDGET_MB} MB`;
  const checks: Check[] = peakMb === undefined ? [] : [{ label: budget, actual: peakMb, limit: RSS_BUDGET_MB, kind: 'max' }];
  const how = options.reset
    ? 'VmHWM of the server process, reset before each load'
    : 'VmHWM (could not reset it, so each peak includes what came before)';
  return {
    name: options.name,
    p50: peakMb === undefined ? NONE : `${peakMb.toFixed(0)} MB`,
    tail: NONE,
    rate: NONE,
    budget,
    verdict: peakMb === undefined ? 'FAILED: not readable' : verdictOf(checks),
    notes: `${how}; by load (MB): ${byLoad}${options.extra ? `; ${options.extra}` : ''}`,
  };
}
