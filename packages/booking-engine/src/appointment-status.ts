/**
 * The appointment status machine of PRODUCT.md:
 *
 *   pending   → confirmed | declined | cancelled
 *   confirmed → cancelled | completed | no_show
 *
 * declined, cancelled, completed and no_show are final. Pending and confirmed appointments
 * hold their time (no two of them may overlap for one specialist).
 */

export const APPOINTMENT_STATUSES = [
  'pending',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
] as const;

export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses whose appointments hold their time slot. */
export const HOLDING_STATUSES = ['pending', 'confirmed'] as const satisfies readonly AppointmentStatus[];

export type HoldingStatus = (typeof HOLDING_STATUSES)[number];

/**
 * The visits that were or are to be (held, done or missed), not those called off (declined,
 * cancelled): what "visits this month" counts.
 */
export const VISIT_STATUSES = [
  ...HOLDING_STATUSES,
  'completed',
  'no_show',
] as const satisfies readonly AppointmentStatus[];

/** Statuses with no way out. */
export const FINAL_STATUSES = [
  'declined',
  'cancelled',
  'completed',
  'no_show',
] as const satisfies readonly AppointmentStatus[];

/** Actions on an appointment and the status each leads to. */
export const APPOINTMENT_ACTIONS = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  complete: 'completed',
  no_show: 'no_show',
} as const satisfies Record<string, AppointmentStatus>;

export type AppointmentAction = keyof typeof APPOINTMENT_ACTIONS;

export const APPOINTMENT_ACTION_NAMES = Object.keys(APPOINTMENT_ACTIONS) as AppointmentAction[];

const TRANSITIONS: Readonly<Record<AppointmentStatus, readonly AppointmentStatus[]>> = {
  pending: ['confirmed', 'declined', 'cancelled'],
  confirmed: ['cancelled', 'completed', 'no_show'],
  declined: [],
  cancelled: [],
  completed: [],
  no_show: [],
};

export function isAppointmentStatus(value: unknown): value is AppointmentStatus {
  return typeof value === 'string' && (APPOINTMENT_STATUSES as readonly string[]).includes(value);
}

export function isAppointmentAction(value: unknown): value is AppointmentAction {
  return typeof value === 'string' && Object.hasOwn(APPOINTMENT_ACTIONS, value);
}

export function isHoldingStatus(status: AppointmentStatus): status is HoldingStatus {
  return (HOLDING_STATUSES as readonly AppointmentStatus[]).includes(status);
}

export function isFinalStatus(status: AppointmentStatus): boolean {
  return TRANSITIONS[status].length === 0;
}

/** Whether an appointment in status `from` may move to `to`. */
export function canTransition(from: AppointmentStatus, to: AppointmentStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** The statuses reachable in one step from `from`. */
export function nextStatuses(from: AppointmentStatus): readonly AppointmentStatus[] {
  return TRANSITIONS[from];
}

/** The status `action` leads to from `from`, or `null` when the action is not allowed. */
export function applyAction(from: AppointmentStatus, action: AppointmentAction): AppointmentStatus | null {
  const to = APPOINTMENT_ACTIONS[action];
  return canTransition(from, to) ? to : null;
}

/** The actions allowed on an appointment in status `from`. */
export function allowedActions(from: AppointmentStatus): AppointmentAction[] {
  return APPOINTMENT_ACTION_NAMES.filter((action) => canTransition(from, APPOINTMENT_ACTIONS[action]));
}
