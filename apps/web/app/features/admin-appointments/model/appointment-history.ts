/**
 * The edit page's history of a visit in words: when (Vilnius), who (you, the client, another
 * member of the business, the system) and what changed, from the API's history rows.
 */
import { format, messages } from '@vizitas/shared';
import type { AdminAppointmentDetail } from '~/features/admin-appointments/api/get-appointment';
import { STATUS_LABELS } from './appointment-format';
import type { AppointmentStatus } from './appointment-filters';
import { formatDateTime } from './appointment-time';

const t = messages.adminAppointments.history;

export type HistoryEntry = AdminAppointmentDetail['history'][number];

export interface HistoryContext {
  /** The user looking (their own changes read "Jūs"). */
  meId: string | null;
  /** The visit's client, when they have an account. */
  clientUserId: string | null;
  /** Specialists' names by id (a move between specialists). */
  specialistNames: ReadonlyMap<string, string>;
  timeZone: string;
}

export interface HistoryRow {
  id: string;
  when: string;
  who: string;
  what: string[];
}

type Range = { start?: unknown; specialistId?: unknown };

function isRange(value: unknown): value is Range {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function serviceList(value: unknown): string {
  if (!Array.isArray(value)) return '—';
  const names = value
    .map((line) => (isRange(line) ? text((line as { name?: unknown }).name) : null))
    .filter((name): name is string => name !== null);
  return names.length > 0 ? names.join(', ') : '—';
}

function whoOf(entry: HistoryEntry, context: HistoryContext): string {
  if (entry.changedByUserId === null) return t.bySystem;
  if (context.meId !== null && entry.changedByUserId === context.meId) return t.byYou;
  if (context.clientUserId !== null && entry.changedByUserId === context.clientUserId) return t.byClient;
  return t.byStaff;
}

function isStatus(value: string | null): value is AppointmentStatus {
  return value !== null && Object.hasOwn(STATUS_LABELS, value);
}

function whatOf(entry: HistoryEntry, context: HistoryContext): string[] {
  const detail = entry.detail ?? {};
  const reason = text(detail.reason);
  const withReason = (line: string) => (reason ? [line, format(t.reason, { reason })] : [line]);
  switch (entry.action) {
    case 'created':
      return [format(t.created, { status: isStatus(entry.toStatus) ? STATUS_LABELS[entry.toStatus].toLowerCase() : '—' })];
    case 'confirm':
    case 'decline':
    case 'cancel':
    case 'complete':
    case 'no_show':
      return withReason(t[entry.action]);
    case 'note':
      return [t.note];
    case 'services':
      return [format(t.services, { from: serviceList(detail.from), to: serviceList(detail.to) })];
    case 'move': {
      const from = isRange(detail.from) ? detail.from : {};
      const to = isRange(detail.to) ? detail.to : {};
      const lines: string[] = [];
      const fromStart = text(from.start);
      const toStart = text(to.start);
      if (fromStart && toStart && Date.parse(fromStart) !== Date.parse(toStart)) {
        lines.push(
          format(t.move, { from: formatDateTime(fromStart, context.timeZone), to: formatDateTime(toStart, context.timeZone) }),
        );
      }
      const fromSpecialist = text(from.specialistId);
      const toSpecialist = text(to.specialistId);
      if (fromSpecialist !== toSpecialist) {
        const name = (id: string | null) => (id ? (context.specialistNames.get(id) ?? t.unknownSpecialist) : t.unknownSpecialist);
        lines.push(format(t.moveSpecialist, { from: name(fromSpecialist), to: name(toSpecialist) }));
      }
      // A resize in the calendar: another length.
      if (
        typeof detail.fromDurationMin === 'number' &&
        typeof detail.toDurationMin === 'number' &&
        detail.fromDurationMin !== detail.toDurationMin
      ) {
        lines.push(format(t.length, { from: detail.fromDurationMin, to: detail.toDurationMin }));
      }
      return lines.length > 0 ? lines : [format(t.other, { action: entry.action })];
    }
    default:
      return [format(t.other, { action: entry.action })];
  }
}

/** The history rows, newest first. */
export function historyRows(history: readonly HistoryEntry[], context: HistoryContext): HistoryRow[] {
  return [...history]
    .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt))
    .map((entry) => ({
      id: entry.id,
      when: formatDateTime(entry.createdAt, context.timeZone),
      who: whoOf(entry, context),
      what: whatOf(entry, context),
    }));
}
