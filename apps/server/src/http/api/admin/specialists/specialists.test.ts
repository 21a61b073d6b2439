import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessMembers, specialistServices, specialists, staffInvitations, type Db } from '@vizitas/db';
import { createTestAppWithInbox, type TestApp } from '#server/testing/test-app.ts';
import type { SmtpInbox } from '#server/testing/smtp-inbox.ts';
import { makeBusiness, makeMember, makeUser, setSchedule } from '#server/testing/factories.ts';
import {
  ADMIN_FIXTURE_NOW,
  apiRequest,
  makeAdminFixture,
  tenantSnapshot,
  type AdminFixture,
} from '#server/testing/admin-endpoints.ts';

// The specialists of a business and its staff invitations (docs/decisions/025), through the real
// app, the job queue and a real SMTP inbox.

let t: TestApp & { inbox: SmtpInbox };
let db: Db;
let f: AdminFixture;
let other: AdminFixture;
let now = ADMIN_FIXTURE_NOW;

beforeAll(async () => {
  t = await createTestAppWithInbox({ now: () => now });
  db = t.app.database.db;
  f = await makeAdminFixture(db, { slug: 'salonas-komanda', name: 'Salonas Komanda' });
  other = await makeAdminFixture(db, { slug: 'kitas-komanda' });
});
afterAll(async () => {
  await t?.close();
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, body?: unknown) =>
  apiRequest(t.app, f.owner, method, url, body);

const publicSpecialistNames = async () =>
  (await apiRequest(t.app, null, 'GET', '/api/public/schedule/calendar-options?business=salonas-komanda')).body.specialists.map(
    (s: { name: string }) => s.name,
  );

async function specialistCount() {
  const [row] = await db.select({ n: count() }).from(specialists).where(eq(specialists.businessId, f.ids.businessId));
  return row!.n;
}

/** The token of the last invitation link mailed to `to`. */
async function invitationToken(to: string): Promise<{ token: string; subject: string; text: string }> {
  const mail = await t.inbox.next(to, 20_000);
  const link = mail.links.find((href) => href.includes('/komandos-kvietimas?token='));
  expect(link, mail.text).toBeDefined();
  return { token: new URL(link!).searchParams.get('token')!, subject: mail.subject, text: mail.text };
}

describe('specialists', () => {
  it('lists the specialists with what each offers, her login and waiting invitation', async () => {
    const { status, body } = await admin('GET', '/api/admin/specialists');
    expect(status).toBe(200);
    expect(body.specialists).toEqual([
      {
        id: f.ids.specialistId,
        name: 'Rasa Testaitė',
        title: null,
        bio: null,
        photoUrl: null,
        active: true,
        sortOrder: 0,
        serviceIds: expect.arrayContaining([f.ids.serviceId, f.ids.secondServiceId]),
        login: null,
        invitation: null,
      },
    ]);
    expect(JSON.stringify(body)).not.toContain(other.ids.specialistId);
  });

  it('adds a specialist last in the order with her services; the public calendar offers her at once', async () => {
    const { status, body } = await admin('POST', '/api/admin/specialists', {
      name: '  Gintarė Kirpėja ',
      title: 'Kirpėja-stilistė',
      bio: 'Dirba nuo 2015 m.\nMėgsta trumpus kirpimus.',
      serviceIds: [f.ids.serviceId],
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'Gintarė Kirpėja',
      title: 'Kirpėja-stilistė',
      sortOrder: 1,
      active: true,
      serviceIds: [f.ids.serviceId],
    });
    expect(await publicSpecialistNames()).toEqual(['Rasa Testaitė', 'Gintarė Kirpėja']);
    const minimal = await admin('POST', '/api/admin/specialists', { name: 'Ona' });
    expect(minimal.status).toBe(201);
    expect(minimal.body).toMatchObject({ name: 'Ona', title: null, bio: null, serviceIds: [], sortOrder: 2 });
  });

  it('edits, reorders, deactivates and reactivates; each shows in the public calendar at once', async () => {
    const list = (await admin('GET', '/api/admin/specialists')).body.specialists as { id: string; name: string }[];
    const gintare = list.find((s) => s.name === 'Gintarė Kirpėja')!;
    const edited = await admin('PATCH', `/api/admin/specialist/${gintare.id}`, {
      name: 'Gintarė',
      title: null,
      serviceIds: [f.ids.secondServiceId],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Gintarė', title: null, serviceIds: [f.ids.secondServiceId] });

    const ordered = await admin('PUT', '/api/admin/specialists/order', { ids: [gintare.id] });
    expect(ordered.status).toBe(200);
    expect(ordered.body.specialists.map((s: { name: string }) => s.name)).toEqual(['Gintarė', 'Rasa Testaitė', 'Ona']);
    expect(await publicSpecialistNames()).toEqual(['Gintarė', 'Rasa Testaitė', 'Ona']);

    const off = await admin('POST', `/api/admin/specialist/${gintare.id}/deactivate`);
    expect(off.body.active).toBe(false);
    expect(await publicSpecialistNames()).not.toContain('Gintarė');
    const on = await admin('POST', `/api/admin/specialist/${gintare.id}/activate`);
    expect(on.body.active).toBe(true);
    expect(await publicSpecialistNames()).toContain('Gintarė');
  });

  it('refuses bad input with 400 and Lithuanian field messages, foreign ids with 404; writes nothing', async () => {
    const before = await tenantSnapshot(db, f.ids.businessId);
    const bad: [string, string, unknown, string][] = [
      ['POST', '/api/admin/specialists', { name: '' }, 'name'],
      ['POST', '/api/admin/specialists', { name: '   ' }, 'name'],
      ['POST', '/api/admin/specialists', { name: 'x'.repeat(101) }, 'name'],
      ['POST', '/api/admin/specialists', { name: 'Eilutė\nantra' }, 'name'],
      ['POST', '/api/admin/specialists', { name: 'Nul\u0000' }, 'name'],
      ['POST', '/api/admin/specialists', { name: 7 }, 'name'],
      ['POST', '/api/admin/specialists', {}, 'name'],
      ['POST', '/api/admin/specialists', { name: 'Ona', title: 'x'.repeat(101) }, 'title'],
      ['POST', '/api/admin/specialists', { name: 'Ona', bio: 'x'.repeat(1001) }, 'bio'],
      ['POST', '/api/admin/specialists', { name: 'Ona', serviceIds: ['kirpimas'] }, 'serviceIds.0'],
      ['POST', '/api/admin/specialists', { name: 'Ona', serviceIds: [f.ids.serviceId, f.ids.serviceId] }, 'serviceIds'],
      ['POST', '/api/admin/specialists', { name: 'Ona', active: false }, '_'],
      ['POST', '/api/admin/specialists', { name: 'Ona', userId: f.owner.id }, '_'],
      ['PATCH', `/api/admin/specialist/${f.ids.specialistId}`, {}, '_'],
      ['PUT', '/api/admin/specialists/order', { ids: [] }, 'ids'],
      ['PUT', '/api/admin/specialists/order', { ids: ["' or 1=1"] }, 'ids.0'],
      ['POST', `/api/admin/specialist/${f.ids.specialistId}/invitation`, { email: 'ne-adresas' }, 'email'],
      ['POST', `/api/admin/specialist/${f.ids.specialistId}/invitation`, {}, 'email'],
    ];
    for (const [method, url, body, field] of bad) {
      const answer = await admin(method as 'POST', url, body);
      const label = `${method} ${url} ${JSON.stringify(body).slice(0, 60)}`;
      expect(answer.status, label).toBe(400);
      expect(answer.body).toMatchObject({ code: 'validation_failed', message: 'Prašome ištaisyti klaidas!' });
      expect(Object.keys(answer.body.fields), label).toContain(field);
    }
    const name = await admin('POST', '/api/admin/specialists', { name: '' });
    expect(name.body.fields.name).toEqual(['Vardas turi būti nuo 1 iki 100 simbolių.']);
    for (const [method, url, body] of [
      ['POST', '/api/admin/specialists', { name: 'Ona', serviceIds: [other.ids.serviceId] }],
      ['PATCH', `/api/admin/specialist/${other.ids.specialistId}`, { name: 'Svetima' }],
      ['POST', `/api/admin/specialist/${other.ids.specialistId}/deactivate`, undefined],
      ['PUT', '/api/admin/specialists/order', { ids: [other.ids.specialistId] }],
      ['POST', `/api/admin/specialist/${other.ids.specialistId}/invitation`, { email: 'svetima@example.lt' }],
      ['DELETE', `/api/admin/specialist/${f.ids.specialistId}/invitation`, undefined],
    ] as const) {
      const answer = await admin(method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(['resource_not_found', 'unknown_reference']).toContain(answer.body.code);
    }
    expect(await tenantSnapshot(db, f.ids.businessId)).toBe(before);
  });

  it('a staff member reads the specialists but may not change them (403, nothing written)', async () => {
    const staff = await makeMember(db, f.ids.businessId, 'staff');
    expect((await apiRequest(t.app, staff, 'GET', '/api/admin/specialists')).status).toBe(200);
    const before = await specialistCount();
    for (const [method, url, body] of [
      ['POST', '/api/admin/specialists', { name: 'Nauja' }],
      ['PATCH', `/api/admin/specialist/${f.ids.specialistId}`, { name: 'Kita' }],
      ['POST', `/api/admin/specialist/${f.ids.specialistId}/deactivate`, undefined],
      ['PUT', '/api/admin/specialists/order', { ids: [f.ids.specialistId] }],
      ['POST', `/api/admin/specialist/${f.ids.specialistId}/invitation`, { email: 'kas@example.lt' }],
    ] as const) {
      const answer = await apiRequest(t.app, staff, method, url, body);
      expect(answer.status, `${method} ${url}`).toBe(403);
      expect(answer.body.code).toBe('forbidden');
    }
    expect(await specialistCount()).toBe(before);
    expect(t.inbox.to('kas@example.lt')).toEqual([]);
  });
});

describe('staff invitations', () => {
  it('mails a Lithuanian invitation; a new person opens the link, logs in and joins as staff of this specialist', async () => {
    const created = await admin('POST', '/api/admin/specialists', {
      name: 'Milda Manikiūrininkė',
      serviceIds: [f.ids.secondServiceId],
    });
    const id = created.body.id as string;
    const invited = await admin('POST', `/api/admin/specialist/${id}/invitation`, { email: 'Milda@Example.lt' });
    expect(invited.status).toBe(200);
    expect(invited.body.invitation).toEqual({ email: 'milda@example.lt', expiresAt: '2027-03-29T08:00:00.000Z' });
    const mail = await invitationToken('milda@example.lt');
    expect(mail.subject).toBe('Kvietimas prisijungti prie „Salonas Komanda“ komandos');
    expect(mail.text).toContain('Sveiki, Milda Manikiūrininke,');
    expect(mail.text).toContain('komandos kaip specialistę (-ą) „Milda Manikiūrininkė“');
    expect(mail.text).toContain('Nuoroda galioja 7 dienas ir tik vieną kartą.');
    // The job table holds no usable link.
    const rows = await db.select().from(staffInvitations).where(eq(staffInvitations.specialistId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.id).not.toBe(mail.token);

    const view = await apiRequest(t.app, null, 'GET', `/api/public/staff-invitation?token=${mail.token}`);
    expect(view).toEqual({
      status: 200,
      body: {
        businessName: 'Salonas Komanda',
        businessSlug: 'salonas-komanda',
        specialistName: 'Milda Manikiūrininkė',
        email: 'milda@example.lt',
        expiresAt: '2027-03-29T08:00:00.000Z',
      },
    });
    // Accepting needs a login.
    expect((await apiRequest(t.app, null, 'POST', '/api/user/staff-invitation/accept', { token: mail.token })).status).toBe(401);

    const milda = await makeUser(db, { email: 'milda@example.lt', name: 'Milda' });
    const accepted = await apiRequest(t.app, milda, 'POST', '/api/user/staff-invitation/accept', { token: mail.token });
    expect(accepted).toEqual({
      status: 200,
      body: { success: true, businessSlug: 'salonas-komanda', businessName: 'Salonas Komanda' },
    });
    const [member] = await db
      .select()
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, f.ids.businessId), eq(businessMembers.userId, milda.id)));
    expect(member!.role).toBe('staff');
    const shown = (await admin('GET', '/api/admin/specialists')).body.specialists.find((s: { id: string }) => s.id === id);
    expect(shown).toMatchObject({ login: { name: 'Milda', email: 'milda@example.lt' }, invitation: null });

    // She works as staff: the day's work yes, the owner's settings no.
    expect((await apiRequest(t.app, milda, 'GET', '/api/admin/appointments')).status).toBe(200);
    expect(
      (await apiRequest(t.app, milda, 'POST', '/api/admin/services', { name: 'X', durationMin: 30, priceCents: 0 })).status,
    ).toBe(403);

    // The link is used up; the specialist has a login now.
    const again = await apiRequest(t.app, milda, 'POST', '/api/user/staff-invitation/accept', { token: mail.token });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ code: 'invitation_invalid' });
    expect((await apiRequest(t.app, null, 'GET', `/api/public/staff-invitation?token=${mail.token}`)).status).toBe(404);
    const twice = await admin('POST', `/api/admin/specialist/${id}/invitation`, { email: 'kita@example.lt' });
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ code: 'specialist_has_login', message: 'Šis specialistas jau turi savo prisijungimą.' });
  });

  it('an owner may accept for her own specialist and stays owner; a person already a specialist here gets 409', async () => {
    const invited = await admin('POST', `/api/admin/specialist/${f.ids.specialistId}/invitation`, { email: f.owner.email });
    expect(invited.status).toBe(200);
    const { token } = await invitationToken(f.owner.email);
    const accepted = await apiRequest(t.app, f.owner, 'POST', '/api/user/staff-invitation/accept', { token });
    expect(accepted.status).toBe(200);
    const [member] = await db
      .select()
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, f.ids.businessId), eq(businessMembers.userId, f.owner.id)));
    expect(member!.role).toBe('owner');

    const ona = (await admin('GET', '/api/admin/specialists')).body.specialists.find((s: { name: string }) => s.name === 'Ona');
    await admin('POST', `/api/admin/specialist/${ona.id}/invitation`, { email: 'ona@example.lt' });
    const second = await invitationToken('ona@example.lt');
    const refused = await apiRequest(t.app, f.owner, 'POST', '/api/user/staff-invitation/accept', { token: second.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'already_member', message: 'Jūs jau esate šio verslo komandoje.' });
    // Nothing was used up: Ona can still accept it herself.
    const onaUser = await makeUser(db);
    expect((await apiRequest(t.app, onaUser, 'POST', '/api/user/staff-invitation/accept', { token: second.token })).status).toBe(
      200,
    );
  });

  it('a newer invitation, a withdrawal or seven days end a link', async () => {
    const created = await admin('POST', '/api/admin/specialists', { name: 'Laura' });
    const id = created.body.id as string;
    await admin('POST', `/api/admin/specialist/${id}/invitation`, { email: 'laura@example.lt' });
    const first = await invitationToken('laura@example.lt');
    await admin('POST', `/api/admin/specialist/${id}/invitation`, { email: 'laura@example.lt' });
    const second = await invitationToken('laura@example.lt');
    expect(second.token).not.toBe(first.token);
    const laura = await makeUser(db);
    const old = await apiRequest(t.app, laura, 'POST', '/api/user/staff-invitation/accept', { token: first.token });
    expect(old.status).toBe(404);
    expect(old.body.code).toBe('invitation_invalid');

    const withdrawn = await admin('DELETE', `/api/admin/specialist/${id}/invitation`);
    expect(withdrawn).toEqual({ status: 200, body: { success: true } });
    expect(
      (await admin('GET', '/api/admin/specialists')).body.specialists.find((s: { id: string }) => s.id === id).invitation,
    ).toBeNull();
    expect((await apiRequest(t.app, laura, 'POST', '/api/user/staff-invitation/accept', { token: second.token })).status).toBe(
      404,
    );

    await admin('POST', `/api/admin/specialist/${id}/invitation`, { email: 'laura@example.lt' });
    const third = await invitationToken('laura@example.lt');
    now = new Date(ADMIN_FIXTURE_NOW.getTime() + 7 * 86_400_000 + 1);
    try {
      expect((await apiRequest(t.app, null, 'GET', `/api/public/staff-invitation?token=${third.token}`)).status).toBe(404);
      expect((await apiRequest(t.app, laura, 'POST', '/api/user/staff-invitation/accept', { token: third.token })).status).toBe(
        404,
      );
    } finally {
      now = ADMIN_FIXTURE_NOW;
    }
    const [membership] = await db
      .select({ n: count() })
      .from(businessMembers)
      .where(and(eq(businessMembers.businessId, f.ids.businessId), eq(businessMembers.userId, laura.id)));
    expect(membership!.n).toBe(0);
  });

  it('refuses malformed tokens with 400 before reading anything', async () => {
    const user = await makeUser(db);
    for (const token of ['', 'short', 'x'.repeat(44), "'; drop table staff_invitations; --", 'a'.repeat(42) + '=']) {
      const view = await apiRequest(t.app, null, 'GET', `/api/public/staff-invitation?token=${encodeURIComponent(token)}`);
      expect(view.status, token).toBe(400);
      expect(view.body.code).toBe('validation_failed');
      const accept = await apiRequest(t.app, user, 'POST', '/api/user/staff-invitation/accept', { token });
      expect(accept.status, token).toBe(400);
    }
    expect(
      (await apiRequest(t.app, user, 'POST', '/api/user/staff-invitation/accept', { token: 'a'.repeat(43), extra: 1 })).status,
    ).toBe(400);
    const [links] = await db
      .select({ n: count() })
      .from(specialistServices)
      .where(eq(specialistServices.businessId, other.ids.businessId));
    expect(links!.n).toBe(2);
  });
});

describe('the onboarding checklist follows these pages (docs/decisions/022)', () => {
  it("ticks 'services' once a service is offered by an active specialist, and the business becomes bookable with hours", async () => {
    const business = await makeBusiness(db, { onboarded: false });
    const owner = await makeMember(db, business.id, 'owner');
    const as = (method: 'GET' | 'POST' | 'PATCH', url: string, body?: unknown) => apiRequest(t.app, owner, method, url, body);
    const state = async () => {
      const answer = await as('GET', '/api/admin/instructions');
      expect(answer.status).toBe(200);
      const items = answer.body.items as { instruction: string; state: string }[];
      return { services: items.find((item) => item.instruction === 'services')!.state, onboarded: answer.body.onboarded as boolean };
    };
    expect(await state()).toEqual({ services: 'todo', onboarded: false });
    const specialist = await as('POST', '/api/admin/specialists', { name: 'Jūratė' });
    const service = await as('POST', '/api/admin/services', { name: 'Manikiūras', durationMin: 60, priceCents: 2500 });
    // A service nobody offers is not one a customer can book.
    expect(await state()).toEqual({ services: 'todo', onboarded: false });
    expect((await as('PATCH', `/api/admin/specialist/${specialist.body.id}`, { serviceIds: [service.body.id] })).status).toBe(200);
    expect((await state()).services).toBe('done');
    await setSchedule(db, business.id, specialist.body.id);
    // A change of the catalogue re-checks whether customers can book it now.
    expect((await as('POST', `/api/admin/specialist/${specialist.body.id}/activate`)).status).toBe(200);
    await expect.poll(async () => (await state()).onboarded).toBe(true);
    // Deactivating the only specialist undoes the step (onboarded stays, decision 022).
    expect((await as('POST', `/api/admin/specialist/${specialist.body.id}/deactivate`)).status).toBe(200);
    expect(await state()).toEqual({ services: 'todo', onboarded: true });
  });
});
