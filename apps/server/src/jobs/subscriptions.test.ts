import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_FIXTURE_NOW, apiRequest, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import { parseCalendar } from '#server/testing/calendar.ts';
import { makeUser } from '#server/testing/factories.ts';
import type { ReceivedMail, SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';

// Journey 2's mail, through the real app, the job queue and SMTP: the customer books → she is
// told the request was received and the business gets it with confirm and decline links; the
// business confirms → she is told; the same event does not mail anyone twice.
// Now: Monday 2027-03-22 10:00 in Vilnius; the salon works 09:00–18:00 on weekdays.

let t: TestApp & { inbox: SmtpInbox };
let fixture: AdminFixture;

beforeAll(async () => {
  t = await createTestAppWithInbox({ now: () => ADMIN_FIXTURE_NOW, workers: true });
  fixture = await makeAdminFixture(t.app.database.db);
});
afterAll(async () => {
  await t?.close();
});

/** The one calendar file of a mail, as ical.js reads it. */
function calendarOf(mail: ReceivedMail) {
  expect(mail.attachments).toHaveLength(1);
  const [file] = mail.attachments;
  expect(file!.contentType).toMatch(/^text\/calendar; charset=utf-8; method=(REQUEST|CANCEL)(;|$)/);
  expect(file!.filename).toMatch(/^vizitas-\d{4}-\d{2}-\d{2}\.ics$/);
  const parsed = parseCalendar(file!.content);
  // The METHOD of the file and of its content type agree.
  expect(file!.contentType).toContain(`method=${parsed.calendar.getFirstPropertyValue('method')};`);
  return {
    ...parsed,
    method: parsed.calendar.getFirstPropertyValue('method'),
    status: parsed.vevent.getFirstPropertyValue('status'),
  };
}

async function drained(): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const queue of await t.app.context.jobs.counts())
        expect(queue.counts).toMatchObject({ created: 0, retry: 0, active: 0 });
    },
    { timeout: 20_000, interval: 50 },
  );
}

describe('the mails of a booking', () => {
  it('a request reaches both sides; the confirmation reaches the customer, each once', async () => {
    const booked = await apiRequest(t.app, fixture.customer, 'POST', '/api/user/appointment', {
      business: fixture.salon.business.slug,
      services: [fixture.salon.haircut.id],
      specialist: 'any',
      start: '2027-03-23T08:00:00.000Z',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = (booked.body as { id: string }).id;

    const received = await t.inbox.next(fixture.customer.email, 20_000);
    expect(received.subject).toBe(`Vizito užklausa gauta – ${fixture.salon.business.name}`);
    expect(received.text).toContain('Laikas: 2027 m. kovo 23 d., antradienis 10:00–11:00');

    const request = await t.inbox.next(fixture.owner.email, 20_000);
    expect(request.subject).toMatch(/^Nauja vizito užklausa: /);
    expect(request.text).toContain(`/administratorius/vizitai/${id}/patvirtinti?verslas=${fixture.salon.business.slug}`);
    expect(request.text).toContain(`/administratorius/vizitai/${id}/atmesti?verslas=${fixture.salon.business.slug}`);

    const confirmed = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, { action: 'confirm' });
    expect(confirmed.status).toBe(200);
    const told = await t.inbox.next(fixture.customer.email, 20_000);
    expect(told.subject).toBe(`Jūsų vizitas patvirtintas – ${fixture.salon.business.name}`);

    // Both files to the customer: one event, a higher SEQUENCE; the business gets no file.
    const receivedFile = calendarOf(received);
    const confirmedFile = calendarOf(told);
    expect(receivedFile.event.uid).toBe(`${id}@vizitas.lt`);
    expect(confirmedFile.event.uid).toBe(`${id}@vizitas.lt`);
    expect([receivedFile.method, receivedFile.status]).toEqual(['REQUEST', 'TENTATIVE']);
    expect([confirmedFile.method, confirmedFile.status]).toEqual(['REQUEST', 'CONFIRMED']);
    expect(confirmedFile.event.sequence).toBeGreaterThan(receivedFile.event.sequence);
    expect(request.attachments).toEqual([]);

    // The same event again (recorded again in a transaction: the mail phase runs anew) mails
    // nobody a second time.
    await t.app.database.db.transaction((tx) =>
      t.app.context.events.record(tx, 'appointment.confirmed', {
        appointmentId: id,
        businessId: fixture.salon.business.id,
        byUserId: fixture.owner.id,
      }),
    );
    t.app.context.events.emit('appointment.confirmed', {
      appointmentId: id,
      businessId: fixture.salon.business.id,
      byUserId: fixture.owner.id,
    });
    await drained();
    expect(
      t.inbox.to(fixture.customer.email).filter((mail) => mail.subject.startsWith('Jūsų vizitas patvirtintas')),
    ).toHaveLength(1);
    expect(t.inbox.to(fixture.owner.email)).toHaveLength(1);
  });

  it('a decline tells the customer with its reason; a walk-in typed in by the business mails nobody', async () => {
    const booked = await apiRequest(t.app, fixture.customer, 'POST', '/api/user/appointment', {
      business: fixture.salon.business.slug,
      services: [fixture.salon.haircut.id],
      specialist: 'any',
      start: '2027-03-23T12:00:00.000Z',
    });
    expect(booked.status).toBe(201);
    const id = (booked.body as { id: string }).id;
    await t.inbox.next(fixture.customer.email, 20_000);
    await t.inbox.next(fixture.owner.email, 20_000);

    const declined = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      action: 'decline',
      reason: 'Meistrė serga',
    });
    expect(declined.status).toBe(200);
    const told = await t.inbox.next(fixture.customer.email, 20_000);
    expect(told.subject).toBe(`Jūsų vizitas nepatvirtintas – ${fixture.salon.business.name}`);
    expect(told.text).toContain('Priežastis: Meistrė serga');
    const declinedFile = calendarOf(told);
    expect([declinedFile.method, declinedFile.status]).toEqual(['CANCEL', 'CANCELLED']);
    expect(declinedFile.event.uid).toBe(`${id}@vizitas.lt`);

    const before = t.inbox.mails.length;
    const walkIn = await apiRequest(t.app, fixture.owner, 'POST', '/api/admin/appointments', {
      business: fixture.salon.business.id,
      specialist: fixture.salon.specialist.id,
      services: [fixture.salon.haircut.id],
      start: '2027-03-25T12:00:00.000Z',
      clientName: 'Ona Vaikščiotoja',
      clientPhone: '+37060000001',
    });
    expect(walkIn.status).toBe(201);
    await drained();
    expect(t.inbox.mails.length).toBe(before);
  });
});

describe('one visit’s calendar across its life', () => {
  it('created → confirmed → moved (onto the day summer time starts) → moved quietly → cancelled: one UID, SEQUENCE rising, the wall-clock time of Vilnius', async () => {
    await drained();
    const mailsBefore = t.inbox.to(fixture.customer.email).length;
    const booked = await apiRequest(t.app, fixture.customer, 'POST', '/api/user/appointment', {
      business: fixture.salon.business.slug,
      services: [fixture.salon.haircut.id],
      specialist: 'any',
      start: '2027-03-26T09:00:00.000Z',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = (booked.body as { id: string }).id;
    const patch = async (body: Record<string, unknown>) => {
      const answer = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    await t.inbox.next(fixture.owner.email, 20_000);
    const created = calendarOf(await t.inbox.next(fixture.customer.email, 20_000));

    await patch({ action: 'confirm' });
    const confirmed = calendarOf(await t.inbox.next(fixture.customer.email, 20_000));

    // Sunday 2027-03-28 10:00 in Vilnius (EEST since 03:00 that night) is 07:00 UTC.
    await patch({ start: '2027-03-28T07:00:00.000Z' });
    const movedMail = await t.inbox.next(fixture.customer.email, 20_000);
    expect(movedMail.subject).toMatch(/^Pakeistas vizito laikas/);
    const moved = calendarOf(movedMail);

    // Moved again without telling her: no mail (checked below), but the next file still outranks it.
    await patch({ start: '2027-03-28T08:00:00.000Z', notifyCustomer: false });

    await patch({ action: 'cancel', reason: 'Meistrė išvyksta' });
    const cancelledMail = await t.inbox.next(fixture.customer.email, 20_000);
    const cancelled = calendarOf(cancelledMail);
    await drained();
    // The quiet move sent nothing: five events, four mails to her (received, confirmed, moved, cancelled).
    expect(t.inbox.to(fixture.customer.email)).toHaveLength(mailsBefore + 4);

    const files = [created, confirmed, moved, cancelled];
    for (const file of files) expect(file.event.uid).toBe(`${id}@vizitas.lt`);
    for (let i = 1; i < files.length; i++) expect(files[i]!.event.sequence).toBeGreaterThan(files[i - 1]!.event.sequence);
    expect(files.map((file) => [file.method, file.status])).toEqual([
      ['REQUEST', 'TENTATIVE'],
      ['REQUEST', 'CONFIRMED'],
      ['REQUEST', 'CONFIRMED'],
      ['CANCEL', 'CANCELLED'],
    ]);
    for (const file of files) expect(file.vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Vilnius');
    // Friday 2027-03-26 11:00 in Vilnius (EET): 09:00 UTC.
    expect(created.event.startDate.toString()).toBe('2027-03-26T11:00:00');
    expect(created.event.startDate.toJSDate().toISOString()).toBe('2027-03-26T09:00:00.000Z');
    expect(moved.event.startDate.toString()).toBe('2027-03-28T10:00:00');
    expect(moved.event.startDate.toJSDate().toISOString()).toBe('2027-03-28T07:00:00.000Z');
    // The cancellation names the time of the quiet move: 11:00 EEST, 08:00 UTC.
    expect(cancelled.event.startDate.toString()).toBe('2027-03-28T11:00:00');
    expect(cancelled.event.startDate.toJSDate().toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(cancelledMail.text).toContain('Priežastis: Meistrė išvyksta');
    for (const mail of [movedMail, cancelledMail]) expect(mail.attachments[0]!.contentType).toContain('text/calendar');
  });
});

describe('the keys of the mails', () => {
  it('a very long address still gets its mail, and a visit moved back and forth is told each move', async () => {
    // 246 characters: the key of a moved mail would outgrow a job key; it is then shortened by a hash.
    const email = `${'a'.repeat(60)}@${`${'b'.repeat(60)}.`.repeat(3)}lt`;
    const customer = await makeUser(t.app.database.db, { email });
    const booked = await apiRequest(t.app, customer, 'POST', '/api/user/appointment', {
      business: fixture.salon.business.slug,
      services: [fixture.salon.haircut.id],
      specialist: 'any',
      start: '2027-03-30T09:00:00.000Z',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const id = (booked.body as { id: string }).id;
    await t.inbox.next(email, 20_000);
    const moved = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      start: '2027-03-30T10:00:00.000Z',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await t.inbox.next(email, 20_000)).subject).toMatch(/^Pakeistas vizito laikas/);
    // Back, and forth again: the same times as the first move, still a change of its own.
    const back = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      start: '2027-03-30T09:00:00.000Z',
    });
    expect(back.status).toBe(200);
    const again = await apiRequest(t.app, fixture.owner, 'PATCH', `/api/admin/appointment/${id}`, {
      start: '2027-03-30T10:00:00.000Z',
    });
    expect(again.status).toBe(200);
    await drained();
    const movedMails = t.inbox.to(email).filter((mail) => mail.subject.startsWith('Pakeistas vizito laikas'));
    expect(movedMails).toHaveLength(3);
    const sequences = movedMails.map((mail) => parseCalendar(mail.attachments[0]!.content).event.sequence);
    expect(sequences).toEqual([...sequences].sort((a, b) => a - b));
    expect(new Set(sequences).size).toBe(3);
  });
});
