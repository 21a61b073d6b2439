import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN_FIXTURE_NOW, apiRequest, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
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

async function drained(): Promise<void> {
  await vi.waitFor(
    async () => {
      for (const queue of await t.app.jobs.counts()) expect(queue.counts).toMatchObject({ created: 0, retry: 0, active: 0 });
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

    // The same event again (a redelivered event) mails nobody a second time.
    t.app.events.emit('appointment.confirmed', {
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
