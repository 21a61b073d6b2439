import { describe, expect, it } from 'vitest';
import { bookingReducer, fromSelection, initialBookingState, type BookingAction, type BookingState, type Catalog } from './booking-state';
import { managedSearch, parseSelection, selectionSearch, stepOfSearch, withSelection } from './booking-url';

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
const ZONE = 'Europe/Vilnius';
const reduce = bookingReducer(catalog);
const run = (actions: BookingAction[], from: BookingState = initialBookingState(catalog)) => actions.reduce(reduce, from);
// 10:00 in Vilnius (winter time, UTC+2).
const slot = { start: '2027-03-24T08:00:00.000Z', end: '2027-03-24T09:00:00.000Z', specialistId: 'aiste' };
const open = (search: string, from: BookingState = initialBookingState(catalog)) =>
  fromSelection(from, parseSelection(search, ZONE), catalog);

const chosen = run([
  { type: 'toggleService', id: 'lash' },
  { type: 'toggleService', id: 'brow' },
  { type: 'next' },
  { type: 'chooseSpecialist', specialist: 'aiste' },
  { type: 'pickDate', date: '2027-03-24' },
  { type: 'pickSlot', slot },
  { type: 'setNote', note: 'Pirmą kartą' },
  { type: 'next' },
]);

describe('the booking in the page address', () => {
  it('writes only what was chosen, step by step, with the time as the business’s wall clock', () => {
    expect(selectionSearch(initialBookingState(catalog), ZONE)).toBe('');
    const services = run([{ type: 'toggleService', id: 'lash' }]);
    expect(selectionSearch(services, ZONE)).toBe('paslaugos=lash&zingsnis=1');
    const specialist = run([{ type: 'next' }, { type: 'chooseSpecialist', specialist: 'any' }], services);
    expect(selectionSearch(specialist, ZONE)).toBe('paslaugos=lash&specialistas=any&zingsnis=3');
    expect(chosen.step).toBe('summary');
    expect(selectionSearch(chosen, ZONE)).toBe(
      'paslaugos=lash%2Cbrow&specialistas=aiste&data=2027-03-24&laikas=10%3A00&zingsnis=5',
    );
    // The note is the customer's own text: never in the address.
    expect(selectionSearch(chosen, ZONE)).not.toContain('Pirm');
    expect(selectionSearch({ ...chosen, step: 'done' }, ZONE)).toBe('');
  });

  it('opens on the state it describes: the same choices and step (the chosen time is looked for again)', () => {
    const search = `?${selectionSearch(chosen, ZONE)}`;
    const opened = open(search);
    expect(opened).toMatchObject({
      serviceIds: ['lash', 'brow'],
      specialist: 'aiste',
      date: '2027-03-24',
      month: '2027-03',
      slot: null,
      step: 'datetime',
      restoring: { start: slot.start, step: 'summary', fromUrl: true },
    });
    // Once the day's times have come and the time is among them: on the summary, without the draft's notice.
    const restored = reduce(opened, { type: 'restoreChecked', slot });
    expect(restored).toMatchObject({ step: 'summary', slot, restoring: null, notice: null });
    expect(selectionSearch(restored, ZONE)).toBe(search.slice(1));
    // A time no longer free: the date step says it was taken.
    expect(reduce(opened, { type: 'restoreChecked', slot: null })).toMatchObject({
      step: 'datetime',
      taken: { start: slot.start, date: '2027-03-24' },
    });
  });

  it('Back and Forward keep the choices: an earlier step\'s address holds fewer, the later ones stay', () => {
    const back = open('?paslaugos=lash,brow&specialistas=aiste&data=2027-03-24&laikas=10:00&zingsnis=4', chosen);
    expect(back).toMatchObject({ step: 'note', slot, note: 'Pirmą kartą', restoring: null });
    const dateStep = open('?paslaugos=lash,brow&specialistas=aiste&data=2027-03-24&zingsnis=3', chosen);
    expect(dateStep).toMatchObject({ step: 'datetime', date: '2027-03-24', slot, note: 'Pirmą kartą', restoring: null });
    expect(open('?paslaugos=lash,brow&zingsnis=2', chosen)).toMatchObject({
      step: 'specialist',
      specialist: 'aiste',
      date: '2027-03-24',
      slot,
    });
    // The address written for it then holds them all (the same history entry is replaced).
    expect(selectionSearch(dateStep, ZONE)).toBe('paslaugos=lash%2Cbrow&specialistas=aiste&data=2027-03-24&laikas=10%3A00&zingsnis=3');
    // Other choices in the address: the later ones of the state do not fit them and go.
    expect(open('?paslaugos=lash,brow&specialistas=any&zingsnis=3', chosen)).toMatchObject({
      specialist: 'any',
      date: null,
      slot: null,
    });
    expect(open('?paslaugos=lash&zingsnis=2', chosen)).toMatchObject({ serviceIds: ['lash'], specialist: null, date: null });
    // Another time of the same day is looked for among the free times.
    expect(open('?paslaugos=lash,brow&specialistas=aiste&data=2027-03-24&laikas=11:00&zingsnis=5', chosen)).toMatchObject({
      slot: null,
      restoring: { start: '2027-03-24T09:00:00.000Z', step: 'summary' },
    });
    expect(open('', chosen)).toMatchObject({ step: 'services', serviceIds: [], specialist: null, note: 'Pirmą kartą' });
  });

  it('keeps what the catalogue still allows of a stale or tampered address', () => {
    // Unknown services dropped, catalogue order, no two that one specialist cannot do together.
    expect(open('?paslaugos=brow,nera,lash,makeup&zingsnis=2')).toMatchObject({ serviceIds: ['lash', 'brow'], step: 'specialist' });
    // A specialist who does not do the services: the specialist step.
    expect(open('?paslaugos=makeup&specialistas=aiste&data=2027-03-24&zingsnis=5')).toMatchObject({
      serviceIds: ['makeup'],
      specialist: null,
      step: 'specialist',
    });
    // A date outside the bookable window, or a malformed time: the date step without them.
    expect(open('?paslaugos=lash&specialistas=any&data=2027-06-30&laikas=10:00&zingsnis=5')).toMatchObject({
      date: null,
      step: 'datetime',
      restoring: null,
    });
    expect(open('?paslaugos=lash&specialistas=any&data=2027-03-24&laikas=25:00&zingsnis=5')).toMatchObject({
      date: '2027-03-24',
      step: 'datetime',
      restoring: null,
    });
    expect(open('?paslaugos=lash&specialistas=any&zingsnis=banana')).toMatchObject({ step: 'services' });
    expect(open('?paslaugos=%00,<script>&zingsnis=3')).toMatchObject({ serviceIds: [], step: 'services' });
  });

  it('replaces only its own parameters of the address', () => {
    expect(managedSearch('?juodrastis=1&zingsnis=2&paslaugos=lash&utm_source=x')).toBe('paslaugos=lash&zingsnis=2');
    expect(withSelection('?juodrastis=1&paslaugos=lash&zingsnis=1', 'paslaugos=brow&zingsnis=2')).toBe(
      '?juodrastis=1&paslaugos=brow&zingsnis=2',
    );
    expect(withSelection('?paslaugos=lash&zingsnis=1', '')).toBe('');
    expect(stepOfSearch('paslaugos=lash&zingsnis=4')).toBe('note');
    expect(stepOfSearch('zingsnis=9')).toBe('services');
  });
});
