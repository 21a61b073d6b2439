/**
 * Availability workloads (`*.workload.json`, format in /work/shared/bench/README.md): loading,
 * validation and mapping onto the booking engine's own inputs.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import {
  isLocalDate,
  tryParseWallClockTime,
  type BookingRules,
  type DateOverride,
  type SlotRequest,
  type SpecialistAvailabilityInput,
  type WallClockInterval,
  type WeeklyHours,
} from '@vizitas/booking-engine';

export interface AvailabilityWorkload {
  readonly name?: string;
  readonly timeZone: string;
  readonly window: { readonly firstDate: string; readonly lastDate: string };
  readonly assumedNow: string;
  readonly eventLengthMin: number;
  readonly slotStepMin: number;
  readonly minimumNoticeMin: number;
  readonly maxAdvanceDays?: number;
  readonly weeklyHours: Readonly<Record<string, readonly WallClockInterval[]>>;
  readonly dateOverrides: readonly DateOverride[];
  readonly holidays: readonly string[];
  readonly publicHolidays?: 'LT';
  readonly excludedPublicHolidays?: readonly string[];
  readonly bookings: ReadonlyArray<{ readonly start: string; readonly end: string }>;
}

export interface EngineInputs {
  readonly specialist: SpecialistAvailabilityInput;
  readonly rules: BookingRules;
  readonly request: SlotRequest;
}

/** The shared bench folder (`/work/shared/bench`, beside the repository). */
export const SHARED_BENCH_DIR = fileURLToPath(new URL('../../../shared/bench/', import.meta.url));

export function sharedBenchFile(name: string): string {
  return SHARED_BENCH_DIR + name;
}

class WorkloadError extends Error {
  override name = 'WorkloadError';
}

function fail(path: string, message: string): never {
  throw new WorkloadError(`workload${path}: ${message}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function date(value: unknown, path: string): string {
  if (!isLocalDate(value)) fail(path, `expected a local date YYYY-MM-DD, got ${JSON.stringify(value)}`);
  return value;
}

function instant(value: unknown, path: string): string {
  if (typeof value !== 'string' || !/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/.test(value)) {
    fail(path, `expected an ISO instant with offset, got ${JSON.stringify(value)}`);
  }
  if (Number.isNaN(Date.parse(value))) fail(path, `not a valid instant: ${value}`);
  return value;
}

function minutes(value: unknown, path: string, minimum: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < minimum) {
    fail(path, `expected an integer ≥ ${minimum}, got ${JSON.stringify(value)}`);
  }
  return value;
}

function intervals(value: unknown, path: string): WallClockInterval[] {
  if (!Array.isArray(value)) fail(path, 'expected a list of ["HH:MM","HH:MM"] intervals');
  return value.map((pair: unknown, i) => {
    if (
      !Array.isArray(pair) ||
      pair.length !== 2 ||
      Number.isNaN(tryParseWallClockTime(pair[0])) ||
      Number.isNaN(tryParseWallClockTime(pair[1]))
    ) {
      fail(`${path}[${i}]`, `expected ["HH:MM","HH:MM"], got ${JSON.stringify(pair)}`);
    }
    return [pair[0] as string, pair[1] as string] as const;
  });
}

function list(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) fail(path, 'expected a list');
  return value;
}

/** Validates parsed JSON as a workload (unknown extra fields such as notes are ignored). */
export function parseWorkload(json: unknown): AvailabilityWorkload {
  if (!isRecord(json)) fail('', 'expected an object');
  if (typeof json.timeZone !== 'string') fail('.timeZone', 'expected an IANA zone name');
  if (!isRecord(json.window)) fail('.window', 'expected {firstDate, lastDate}');
  if (!isRecord(json.weeklyHours)) fail('.weeklyHours', 'expected an object with keys 0..6');
  const weeklyHours: Record<string, WallClockInterval[]> = {};
  for (const [key, value] of Object.entries(json.weeklyHours)) {
    if (!/^[0-6]$/.test(key)) fail(`.weeklyHours.${key}`, 'keys are 0..6 (Sunday..Saturday)');
    weeklyHours[key] = intervals(value, `.weeklyHours.${key}`);
  }
  const workload: AvailabilityWorkload = {
    ...(typeof json.name === 'string' ? { name: json.name } : {}),
    timeZone: json.timeZone,
    window: {
      firstDate: date(json.window.firstDate, '.window.firstDate'),
      lastDate: date(json.window.lastDate, '.window.lastDate'),
    },
    assumedNow: instant(json.assumedNow, '.assumedNow'),
    eventLengthMin: minutes(json.eventLengthMin, '.eventLengthMin', 1),
    slotStepMin: minutes(json.slotStepMin, '.slotStepMin', 1),
    minimumNoticeMin: minutes(json.minimumNoticeMin ?? 0, '.minimumNoticeMin', 0),
    ...(json.maxAdvanceDays === undefined
      ? {}
      : { maxAdvanceDays: minutes(json.maxAdvanceDays, '.maxAdvanceDays', 0) }),
    weeklyHours,
    dateOverrides: list(json.dateOverrides ?? [], '.dateOverrides').map((override, i) => {
      if (!isRecord(override)) fail(`.dateOverrides[${i}]`, 'expected {date, intervals}');
      return {
        date: date(override.date, `.dateOverrides[${i}].date`),
        intervals: intervals(override.intervals, `.dateOverrides[${i}].intervals`),
      };
    }),
    holidays: list(json.holidays ?? [], '.holidays').map((d, i) => date(d, `.holidays[${i}]`)),
    ...(json.publicHolidays === undefined || json.publicHolidays === null
      ? {}
      : json.publicHolidays === 'LT'
        ? { publicHolidays: 'LT' as const }
        : fail('.publicHolidays', `only "LT" is known, got ${JSON.stringify(json.publicHolidays)}`)),
    ...(json.excludedPublicHolidays === undefined
      ? {}
      : {
          excludedPublicHolidays: list(json.excludedPublicHolidays, '.excludedPublicHolidays').map(
            (d, i) => date(d, `.excludedPublicHolidays[${i}]`),
          ),
        }),
    bookings: list(json.bookings ?? [], '.bookings').map((booking, i) => {
      if (!isRecord(booking)) fail(`.bookings[${i}]`, 'expected {start, end}');
      return {
        start: instant(booking.start, `.bookings[${i}].start`),
        end: instant(booking.end, `.bookings[${i}].end`),
      };
    }),
  };
  return workload;
}

export async function loadWorkload(path: string): Promise<AvailabilityWorkload> {
  const text = await readFile(path, 'utf8');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new WorkloadError(`${path}: not JSON (${(error as Error).message})`);
  }
  return parseWorkload(json);
}

/** Maps a workload onto the engine's inputs (ISO instants become epoch ms here, untimed). */
export function toEngineInputs(workload: AvailabilityWorkload): EngineInputs {
  const weeklyHours: Record<number, readonly WallClockInterval[]> = {};
  for (const [key, value] of Object.entries(workload.weeklyHours)) weeklyHours[Number(key)] = value;
  const specialist: SpecialistAvailabilityInput = {
    timeZone: workload.timeZone,
    weeklyHours: weeklyHours satisfies WeeklyHours,
    dateOverrides: workload.dateOverrides,
    ownHolidays: workload.holidays.map((day) => ({ from: day, to: day })),
    publicHolidays: workload.publicHolidays === 'LT',
    excludedPublicHolidays: workload.excludedPublicHolidays ?? [],
    bookings: workload.bookings.map((booking) => ({
      startMs: Date.parse(booking.start),
      endMs: Date.parse(booking.end),
    })),
  };
  const rules: BookingRules = {
    minimumNoticeMin: workload.minimumNoticeMin,
    maxAdvanceDays: workload.maxAdvanceDays,
    slotStepMin: workload.slotStepMin,
  };
  const request: SlotRequest = {
    firstDate: workload.window.firstDate,
    lastDate: workload.window.lastDate,
    nowMs: Date.parse(workload.assumedNow),
    durationMin: workload.eventLengthMin,
  };
  return { specialist, rules, request };
}

/** Epoch ms as a UTC ISO string, `2026-03-02T07:00:00.000Z` (the expected files' format). */
export function toUtcIso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
