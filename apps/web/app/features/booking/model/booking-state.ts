/**
 * The booking flow as a pure state machine: services → specialist → date and time → note →
 * summary → done. The component only renders this state and dispatches actions.
 */
import type { Appointment } from '@vizitas/shared/schemas/appointment';
import { isMonthInWindow, monthOf, type LocalDate, type MonthKey } from '~/lib/dates';
import type { BookingDraft } from './booking-draft';
import {
  canCombine,
  eligibleSpecialists,
  specialistFits,
  toggleService,
  type ServiceOption,
  type SpecialistOption,
} from './booking-services';
import type { Slot } from './booking-slots';
import type { UrlSelection } from './booking-url';

export const STEPS = ['services', 'specialist', 'datetime', 'note', 'summary'] as const;
export type StepId = (typeof STEPS)[number];

export interface Catalog {
  services: ServiceOption[];
  specialists: SpecialistOption[];
  firstDate: LocalDate;
  lastDate: LocalDate;
}

/** A wanted time that is not free any more. */
export interface TakenTime {
  start: string;
  date: LocalDate;
}

export type BookingNotice = 'restored' | 'missing' | 'changed';

export interface BookingState {
  step: StepId | 'done';
  serviceIds: string[];
  /** A specialist's id, "any", or null before the choice. */
  specialist: string | null;
  /** The month the calendar shows. */
  month: MonthKey;
  date: LocalDate | null;
  slot: Slot | null;
  note: string;
  taken: TakenTime | null;
  /**
   * While restoring a draft or the choices of the page address: the start to look for among the
   * day's free times, and the step to show once it is found (the summary for a draft).
   */
  restoring: { start: string; step?: StepId; fromUrl?: boolean } | null;
  notice: BookingNotice | null;
  appointment: Appointment | null;
}

export type BookingAction =
  | { type: 'toggleService'; id: string }
  | { type: 'chooseSpecialist'; specialist: string }
  | { type: 'goTo'; step: StepId }
  | { type: 'next' }
  | { type: 'showMonth'; month: MonthKey }
  | { type: 'pickDate'; date: LocalDate }
  | { type: 'pickSlot'; slot: Slot }
  | { type: 'setNote'; note: string }
  | { type: 'restoreDraft'; draft: BookingDraft | null }
  | { type: 'fromUrl'; selection: UrlSelection }
  | { type: 'restoreChecked'; slot: Slot | null }
  | { type: 'restoreFailed' }
  | { type: 'slotGone' }
  | { type: 'servicesRefused' }
  | { type: 'booked'; appointment: Appointment }
  | { type: 'dismissNotice' };

export function initialBookingState(catalog: Catalog, restoring = false): BookingState {
  return {
    step: 'services',
    serviceIds: [],
    specialist: null,
    month: monthOf(catalog.firstDate),
    date: null,
    slot: null,
    note: '',
    taken: null,
    // Until the draft is read in the browser, the page shows that it is restoring.
    restoring: restoring ? { start: '' } : null,
    notice: null,
    appointment: null,
  };
}

/** Whether a step can be shown with what has been chosen so far. */
export function canEnter(state: BookingState, step: StepId, catalog: Catalog): boolean {
  switch (step) {
    case 'services':
      return true;
    case 'specialist':
      return state.serviceIds.length > 0;
    case 'datetime':
      return specialistFits(catalog.specialists, state.serviceIds, state.specialist);
    case 'note':
    case 'summary':
      return state.slot !== null && specialistFits(catalog.specialists, state.serviceIds, state.specialist);
  }
}

export function stepIndex(step: StepId): number {
  return STEPS.indexOf(step);
}

const clearTime = { date: null, slot: null, taken: null } as const;

export function bookingReducer(catalog: Catalog) {
  return function reduce(state: BookingState, action: BookingAction): BookingState {
    switch (action.type) {
      case 'toggleService': {
        if (!canCombine(catalog.specialists, state.serviceIds, action.id)) return state;
        const serviceIds = toggleService(catalog.services, state.serviceIds, action.id);
        const keepSpecialist = state.specialist !== null && specialistFits(catalog.specialists, serviceIds, state.specialist);
        return { ...state, ...clearTime, serviceIds, specialist: keepSpecialist ? state.specialist : null, notice: null };
      }
      case 'chooseSpecialist': {
        if (!specialistFits(catalog.specialists, state.serviceIds, action.specialist)) return state;
        const same = action.specialist === state.specialist;
        return { ...state, ...(same ? {} : clearTime), specialist: action.specialist, step: 'datetime', notice: null };
      }
      case 'goTo':
        return state.step !== 'done' && canEnter(state, action.step, catalog) ? { ...state, step: action.step } : state;
      case 'next': {
        if (state.step === 'done' || state.step === 'summary') return state;
        const next = STEPS[stepIndex(state.step) + 1]!;
        return canEnter(state, next, catalog) ? { ...state, step: next } : state;
      }
      case 'showMonth':
        return isMonthInWindow(action.month, catalog.firstDate, catalog.lastDate) ? { ...state, month: action.month } : state;
      case 'pickDate':
        if (action.date === state.date) return state;
        return { ...state, date: action.date, month: monthOf(action.date), slot: null };
      case 'pickSlot':
        return {
          ...state,
          slot: action.slot,
          taken: null,
          step: 'note',
          notice: state.notice === 'restored' ? null : state.notice,
        };
      case 'setNote':
        return { ...state, note: action.note };
      case 'restoreDraft': {
        const draft = action.draft;
        if (!draft) return { ...state, restoring: null, notice: 'missing' };
        const known = new Set(catalog.services.map((service) => service.id));
        const serviceIds = catalog.services.filter((service) => draft.services.includes(service.id)).map((service) => service.id);
        const servicesOk =
          draft.services.every((id) => known.has(id)) && eligibleSpecialists(catalog.specialists, serviceIds).length > 0;
        if (!servicesOk) {
          return {
            ...initialBookingState(catalog),
            serviceIds: serviceIds.filter((id, i) => canCombine(catalog.specialists, serviceIds.slice(0, i), id)),
            note: draft.note,
            notice: 'changed',
          };
        }
        if (!specialistFits(catalog.specialists, serviceIds, draft.specialist)) {
          return { ...initialBookingState(catalog), step: 'specialist', serviceIds, note: draft.note, notice: 'changed' };
        }
        const month = isMonthInWindow(monthOf(draft.date), catalog.firstDate, catalog.lastDate)
          ? monthOf(draft.date)
          : monthOf(catalog.firstDate);
        return {
          ...initialBookingState(catalog),
          step: 'datetime',
          serviceIds,
          specialist: draft.specialist,
          month,
          date: draft.date,
          note: draft.note,
          restoring: { start: draft.start },
        };
      }
      case 'fromUrl':
        return fromSelection(state, action.selection, catalog);
      case 'restoreChecked': {
        if (!state.restoring) return state;
        if (action.slot) {
          const { step = 'summary', fromUrl = false } = state.restoring;
          return { ...state, restoring: null, slot: action.slot, step, notice: fromUrl ? state.notice : 'restored' };
        }
        return {
          ...state,
          restoring: null,
          slot: null,
          step: 'datetime',
          taken: state.date ? { start: state.restoring.start, date: state.date } : null,
        };
      }
      case 'restoreFailed':
        // The day's times could not be loaded: the customer picks again (the error is shown there).
        return state.restoring ? { ...state, restoring: null, step: 'datetime' } : state;
      case 'slotGone':
        if (!state.slot || !state.date) return state;
        return { ...state, step: 'datetime', taken: { start: state.slot.start, date: state.date }, slot: null, notice: null };
      case 'servicesRefused':
        return { ...state, ...clearTime, step: 'services', notice: null };
      case 'booked':
        return { ...state, step: 'done', appointment: action.appointment, notice: null, taken: null };
      case 'dismissNotice':
        return { ...state, notice: null };
    }
  };
}

const stepAtMost = (step: StepId, limit: StepId): StepId => (stepIndex(step) <= stepIndex(limit) ? step : limit);

/**
 * The state the page address describes (on opening the page, on Back and Forward): its choices
 * as far as the catalogue still allows them, on the step it names or the last one they reach.
 * The address of an earlier step holds fewer choices: what it leaves out is kept from the state
 * while the earlier choices are the same (Back works like the wizard's own back button). A chosen
 * time is looked for again among the day's free times (`restoring`) unless it is the one already
 * chosen. The note stays as it is.
 */
export function fromSelection(state: BookingState, selection: UrlSelection, catalog: Catalog): BookingState {
  const base: BookingState = { ...initialBookingState(catalog), note: state.note };
  const wanted = catalog.services.filter((service) => selection.serviceIds.includes(service.id)).map((service) => service.id);
  const serviceIds = wanted.filter((id, i) => canCombine(catalog.specialists, wanted.slice(0, i), id));
  if (serviceIds.length === 0) return base;
  const sameServices = state.serviceIds.join(',') === serviceIds.join(',');
  const specialist = selection.specialist ?? (sameServices ? state.specialist : null);
  if (!specialistFits(catalog.specialists, serviceIds, specialist)) {
    return { ...base, serviceIds, step: stepAtMost(selection.step, 'specialist') };
  }
  const sameSpecialist = sameServices && specialist === state.specialist;
  const wantedDate = selection.date ?? (sameSpecialist ? state.date : null);
  const date =
    wantedDate !== null && wantedDate >= catalog.firstDate && wantedDate <= catalog.lastDate ? wantedDate : null;
  const sameDate = sameSpecialist && date !== null && date === state.date;
  const start = date === null ? null : (selection.start ?? (sameDate ? (state.slot?.start ?? null) : null));
  const chosen = { ...base, serviceIds, specialist, month: date ? monthOf(date) : base.month, date };
  if (date === null || start === null) return { ...chosen, step: stepAtMost(selection.step, 'datetime') };
  if (sameDate && state.slot !== null && Date.parse(state.slot.start) === Date.parse(start)) {
    return { ...chosen, slot: state.slot, step: selection.step };
  }
  return { ...chosen, step: 'datetime', restoring: { start, step: selection.step, fromUrl: true } };
}
