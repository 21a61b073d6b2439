import { describe, expect, it } from 'vitest';
import type { Appointment } from '@vizitas/shared/schemas/appointment';
import {
  bookingReducer,
  canEnter,
  initialBookingState,
  type BookingAction,
  type BookingState,
  type Catalog,
} from './booking-state';
import type { BookingDraft } from './booking-draft';

const svc = (id: string, specialistIds: string[]) => ({
  id,
  name: id,
  categoryName: null,
  durationMin: 60,
  priceCents: 3000,
  priceFrom: false,
  specialistIds,
});
const catalog: Catalog = {
  services: [svc('lash', ['aiste', 'ruta']), svc('brow', ['aiste', 'gintare']), svc('makeup', ['gintare'])],
  specialists: [
    { id: 'aiste', name: 'Aistė', title: null, serviceIds: ['lash', 'brow'] },
    { id: 'gintare', name: 'Gintarė', title: null, serviceIds: ['brow', 'makeup'] },
    { id: 'ruta', name: 'Rūta', title: null, serviceIds: ['lash'] },
  ],
  firstDate: '2027-03-22',
  lastDate: '2027-05-21',
};
const reduce = bookingReducer(catalog);
const run = (actions: BookingAction[], from: BookingState = initialBookingState(catalog)) => actions.reduce(reduce, from);
const slot = { start: '2027-03-24T08:00:00.000Z', end: '2027-03-24T09:00:00.000Z', specialistId: 'aiste' };

describe('the booking flow', () => {
  it('goes services → specialist → date and time → note → summary', () => {
    let state = initialBookingState(catalog);
    expect(state.month).toBe('2027-03');
    state = run([{ type: 'toggleService', id: 'lash' }, { type: 'next' }], state);
    expect(state.step).toBe('specialist');
    state = run([{ type: 'chooseSpecialist', specialist: 'any' }], state);
    expect(state.step).toBe('datetime');
    state = run([{ type: 'pickDate', date: '2027-04-02' }], state);
    expect(state).toMatchObject({ date: '2027-04-02', month: '2027-04', step: 'datetime' });
    state = run([{ type: 'pickSlot', slot }], state);
    expect(state.step).toBe('note');
    state = run([{ type: 'setNote', note: 'Ačiū' }, { type: 'next' }], state);
    expect(state).toMatchObject({ step: 'summary', note: 'Ačiū', slot });
  });

  it('does not move on without the needed choice', () => {
    expect(run([{ type: 'next' }]).step).toBe('services');
    expect(run([{ type: 'goTo', step: 'summary' }]).step).toBe('services');
    const chosen = run([{ type: 'toggleService', id: 'lash' }, { type: 'next' }, { type: 'next' }]);
    expect(chosen.step).toBe('specialist');
    expect(canEnter(chosen, 'datetime', catalog)).toBe(false);
  });

  it('refuses services no specialist does together, and a specialist who does not do them', () => {
    const state = run([
      { type: 'toggleService', id: 'lash' },
      { type: 'toggleService', id: 'makeup' },
    ]);
    expect(state.serviceIds).toEqual(['lash']);
    expect(run([{ type: 'chooseSpecialist', specialist: 'gintare' }], state).specialist).toBeNull();
  });

  it('forgets the time when services change, and the specialist when they no longer fit', () => {
    const booked = run([
      { type: 'toggleService', id: 'lash' },
      { type: 'chooseSpecialist', specialist: 'ruta' },
      { type: 'pickDate', date: '2027-03-24' },
      { type: 'pickSlot', slot },
    ]);
    const changed = run([{ type: 'toggleService', id: 'brow' }], booked);
    expect(changed).toMatchObject({ serviceIds: ['lash', 'brow'], specialist: null, date: null, slot: null });
    const kept = run(
      [
        { type: 'goTo', step: 'services' },
        { type: 'toggleService', id: 'brow' },
      ],
      run([{ type: 'chooseSpecialist', specialist: 'any' }], booked),
    );
    expect(kept.specialist).toBe('any');
  });

  it('keeps the month inside the bookable window', () => {
    expect(run([{ type: 'showMonth', month: '2027-05' }]).month).toBe('2027-05');
    expect(run([{ type: 'showMonth', month: '2027-06' }]).month).toBe('2027-03');
    expect(run([{ type: 'showMonth', month: '2027-02' }]).month).toBe('2027-03');
  });

  it('goes back to the times with the taken time remembered when the slot is gone', () => {
    const summary = run([
      { type: 'toggleService', id: 'lash' },
      { type: 'chooseSpecialist', specialist: 'any' },
      { type: 'pickDate', date: '2027-03-24' },
      { type: 'pickSlot', slot },
      { type: 'next' },
    ]);
    const gone = run([{ type: 'slotGone' }], summary);
    expect(gone).toMatchObject({
      step: 'datetime',
      slot: null,
      date: '2027-03-24',
      taken: { start: slot.start, date: '2027-03-24' },
    });
    const other = { ...slot, start: '2027-03-24T09:00:00.000Z' };
    expect(run([{ type: 'pickSlot', slot: other }], gone)).toMatchObject({ taken: null, slot: other, step: 'note' });
  });

  it('ends in the confirmation', () => {
    const appointment = { id: 'a1', status: 'pending' } as Appointment;
    expect(run([{ type: 'booked', appointment }])).toMatchObject({ step: 'done', appointment });
    expect(
      run([
        { type: 'booked', appointment },
        { type: 'goTo', step: 'services' },
      ]).step,
    ).toBe('done');
  });
});

describe('restoring a draft', () => {
  const draft: BookingDraft = {
    business: 'b',
    services: ['lash'],
    specialist: 'ruta',
    date: '2027-04-02',
    start: slot.start,
    note: 'Pastaba',
    savedAt: 0,
  };

  it('fills everything in and waits for the day’s times', () => {
    const state = run([{ type: 'restoreDraft', draft }], initialBookingState(catalog, true));
    expect(state).toMatchObject({
      step: 'datetime',
      serviceIds: ['lash'],
      specialist: 'ruta',
      date: '2027-04-02',
      month: '2027-04',
      note: 'Pastaba',
      restoring: { start: slot.start },
    });
    expect(run([{ type: 'restoreChecked', slot }], state)).toMatchObject({
      step: 'summary',
      slot,
      restoring: null,
      notice: 'restored',
    });
    expect(run([{ type: 'restoreChecked', slot: null }], state)).toMatchObject({
      step: 'datetime',
      slot: null,
      restoring: null,
      taken: { start: slot.start, date: '2027-04-02' },
    });
  });

  it('lets the customer pick again when the day could not be loaded', () => {
    const state = run([{ type: 'restoreDraft', draft }, { type: 'restoreFailed' }]);
    expect(state).toMatchObject({ step: 'datetime', restoring: null, taken: null, date: '2027-04-02', slot: null });
  });

  it('says so when there is no draft', () => {
    expect(run([{ type: 'restoreDraft', draft: null }], initialBookingState(catalog, true))).toMatchObject({
      step: 'services',
      restoring: null,
      notice: 'missing',
    });
  });

  it('starts over at services or specialist when the catalogue changed', () => {
    expect(run([{ type: 'restoreDraft', draft: { ...draft, services: ['lash', 'gone'] } }])).toMatchObject({
      step: 'services',
      serviceIds: ['lash'],
      notice: 'changed',
    });
    expect(run([{ type: 'restoreDraft', draft: { ...draft, specialist: 'gintare' } }])).toMatchObject({
      step: 'specialist',
      serviceIds: ['lash'],
      notice: 'changed',
    });
  });
});
