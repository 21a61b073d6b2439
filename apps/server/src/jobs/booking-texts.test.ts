import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, services } from '@vizitas/db';
import { ADMIN_FIXTURE_NOW, apiRequest, makeAdminFixture, type AdminFixture } from '#server/testing/admin-endpoints.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';

// What a booking's texts say, through the real app, the job queue and SMTP (issue 30, items 8
// and 9): a starting price keeps its „nuo“ in the answer, the lists and the mails; phones are
// grouped as on /vizitai; the specialist follows „pas“ in the accusative; a business name with
// quotes of its own is not quoted again; the mails sign off „Vizito komanda“.
// Now: Monday 2027-03-22 10:00 in Vilnius; the salon works 09:00–18:00 on weekdays.

let t: TestApp & { inbox: SmtpInbox };
let fixture: AdminFixture;

beforeAll(async () => {
  t = await createTestAppWithInbox({ now: () => ADMIN_FIXTURE_NOW, workers: true });
  fixture = await makeAdminFixture(t.app.database.db, { name: 'Kirpykla „Žirklės“', phone: '+37052123456' });
  await t.app.database.db
    .update(services)
    .set({ priceFrom: true, priceCents: 3550 })
    .where(eq(services.id, fixture.salon.haircut.id));
});
afterAll(async () => {
  await t?.close();
});

describe('the texts of a booking', () => {
  it('„nuo“, grouped phones, „pas Rasą Testaitę“, one pair of quotes and „Vizito komanda“', async () => {
    const booked = await apiRequest(t.app, fixture.customer, 'POST', '/api/user/appointment', {
      business: fixture.salon.business.slug,
      services: [fixture.salon.haircut.id],
      specialist: 'any',
      start: '2027-03-23T08:00:00.000Z',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const appointment = booked.body as { id: string; priceCents: number; services: Array<{ priceFrom: boolean }> };
    expect(appointment.priceCents).toBe(3550);
    expect(appointment.services.map((service) => service.priceFrom)).toEqual([true]);

    // The customer's mail: the price with „nuo“, the business's phone grouped, the genitive sign-off.
    const received = await t.inbox.next(fixture.customer.email, 20_000);
    expect(received.text).toContain('Kaina: nuo 35,50\u00a0€');
    expect(received.text).toContain('Telefonas: +370 5 212 3456');
    expect(received.text).toContain('Sveiki, Testai Testauskai,');
    expect(received.text).toContain('\nVizito komanda\n');
    expect(received.html).toContain('Vizito komanda');
    expect(received.text).not.toContain('Vizitas komanda');

    // The business's mail: the client's phone grouped, the price with „nuo“.
    const request = await t.inbox.next(fixture.owner.email, 20_000);
    expect(request.text).toContain('Kliento telefonas: +370 612 34567');
    expect(request.text).toContain('Kaina: nuo 35,50\u00a0€');

    // The in-app rows: „pas“ with the accusative; the name's own quotes, not a second pair.
    const rows = await t.app.database.db
      .select({ userId: notifications.userId, text: notifications.text })
      .from(notifications)
      .where(eq(notifications.appointmentId, appointment.id));
    expect(rows.find((row) => row.userId === fixture.owner.id)?.text).toMatch(/ pas Rasą Testaitę\.$/);
    expect(rows.find((row) => row.userId === fixture.customer.id)?.text).toMatch(/^Kirpykla „Žirklės“ gavo jūsų registraciją: /);

    // The admin list and the customer's visits say „nuo“ too (from the services' flag).
    const list = await apiRequest(t.app, fixture.owner, 'GET', '/api/admin/appointments');
    expect(list.status).toBe(200);
    const listed = (list.body as { items: Array<{ id: string; services: Array<{ priceFrom: boolean }> }> }).items.find(
      (item) => item.id === appointment.id,
    );
    expect(listed?.services.map((service) => service.priceFrom)).toEqual([true]);
    const visits = await apiRequest(t.app, fixture.customer, 'GET', '/api/user/appointments?scope=upcoming&page=1');
    const visit = (visits.body as { items: Array<{ id: string; services: Array<{ priceFrom: boolean }> }> }).items.find(
      (item) => item.id === appointment.id,
    );
    expect(visit?.services.map((service) => service.priceFrom)).toEqual([true]);
  });
});
