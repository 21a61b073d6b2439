import { randomBytes, randomUUID } from 'node:crypto';
import {
  businessMembers,
  businesses,
  schedules,
  services,
  sessions,
  specialistServices,
  specialists,
  supportGrants,
  users,
  type Db,
} from '@vizitas/db';
import { SESSION_COOKIE, sessionIdFromToken } from '#server/http/plugins/session.ts';

/** Small builders of test data: each returns the row it made. */
export async function makeBusiness(db: Db, overrides: Partial<typeof businesses.$inferInsert> = {}) {
  const slug = overrides.slug ?? `verslas-${randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(businesses)
    .values({ slug, name: `Testinis verslas ${slug}`, city: 'vilnius', categories: ['kirpejai'], onboarded: true, ...overrides })
    .returning();
  return row!;
}

export async function makeSpecialist(db: Db, businessId: string, name = 'Rasa Testaitė') {
  const [row] = await db.insert(specialists).values({ businessId, name }).returning();
  return row!;
}

export async function makeService(
  db: Db,
  businessId: string,
  specialistIds: string[],
  overrides: Partial<typeof services.$inferInsert> = {},
) {
  const [row] = await db
    .insert(services)
    .values({ businessId, name: 'Kirpimas', durationMin: 60, priceCents: 3000, ...overrides })
    .returning();
  if (specialistIds.length > 0) {
    await db
      .insert(specialistServices)
      .values(specialistIds.map((specialistId) => ({ businessId, specialistId, serviceId: row!.id })));
  }
  return row!;
}

/** Mon–Fri 09:00–18:00 with a 13:00–13:30 break, Sat 10:00–14:00, Sun closed. */
export const SALON_WEEK: Record<string, [string, string][]> = {
  '0': [],
  '1': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '2': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '3': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '4': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '5': [
    ['09:00', '13:00'],
    ['13:30', '18:00'],
  ],
  '6': [['10:00', '14:00']],
};

export async function setSchedule(db: Db, businessId: string, specialistId: string, weeklyHours = SALON_WEEK) {
  await db
    .insert(schedules)
    .values({ businessId, specialistId, weeklyHours })
    .onConflictDoUpdate({ target: schedules.specialistId, set: { weeklyHours } });
}

export interface TestUser {
  id: string;
  email: string;
  /** `cookie` header value of a logged-in session. */
  cookie: string;
}

/** A verified user with a live session (password hash is a placeholder: it never logs in by password). */
export async function makeUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> {
  const email = overrides.email ?? `klientas-${randomUUID().slice(0, 8)}@example.lt`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      name: 'Testas Testauskas',
      passwordHash: 'x',
      emailVerifiedAt: new Date('2020-01-01T00:00:00Z'),
      ...overrides,
    })
    .returning();
  return { id: user!.id, email, cookie: await makeSession(db, user!.id) };
}

export async function makeSession(db: Db, userId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({ id: sessionIdFromToken(token), userId, expiresAt: new Date('2100-01-01T00:00:00Z') });
  return `${SESSION_COOKIE}=${token}`;
}

export async function makeMember(db: Db, businessId: string, role: 'owner' | 'staff' = 'owner'): Promise<TestUser> {
  const user = await makeUser(db);
  await db.insert(businessMembers).values({ businessId, userId: user.id, role });
  return user;
}

/** A bookable salon: one specialist with the salon week, a 60-minute and a 30-minute service. */
export async function makeSalon(db: Db, overrides: Partial<typeof businesses.$inferInsert> = {}) {
  const business = await makeBusiness(db, { minimumNoticeMin: 60, maxAdvanceDays: 60, slotStepMin: 15, ...overrides });
  const specialist = await makeSpecialist(db, business.id);
  await setSchedule(db, business.id, specialist.id);
  const haircut = await makeService(db, business.id, [specialist.id], {
    name: 'Moteriškas kirpimas',
    durationMin: 60,
    priceCents: 3500,
  });
  const fringe = await makeService(db, business.id, [specialist.id], {
    name: 'Kirpčiukų kirpimas',
    durationMin: 30,
    priceCents: 1000,
  });
  return { business, specialist, haircut, fringe };
}

/** The owner's support grant for the operator, in force from `now` for `hours` (written straight to the database). */
export async function makeSupportGrant(db: Db, businessId: string, now: Date, hours = 1): Promise<void> {
  await db.insert(supportGrants).values({ businessId, startsAt: now, endsAt: new Date(now.getTime() + hours * 3_600_000) });
}
