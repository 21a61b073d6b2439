/**
 * Logged-in customers' pages, measured in the admin stage (the same server and database): their
 * visits (`/vizitai`), a business's page (`/apie/{slug}`) and the booking page
 * (`/naujas-vizitas/{slug}`), each for many people and businesses. The people are clients with
 * accounts of the admin business (each has many visits there); their sessions are written with
 * SQL as the owner's is. A logged-in page cannot come from the visitors' page cache, so every
 * answer is a render. Budget (QUALITY.md): ≤ 4 ms of server CPU per page, p99 ≤ 50 ms at 10
 * connections.
 */
import { createHash, randomBytes } from 'node:crypto';
import pg from 'pg';
import type { AdminUrlSet } from './admin-bench';

export const CUSTOMER_PAGES = {
  /** People logged in at once (cookies taken in turn). */
  people: 20,
  /** Businesses whose pages are asked (the admin business, the demo ones, then any others). */
  businesses: 200,
} as const;

export interface CustomerPagesFixture {
  cookies: string[];
  slugs: string[];
  /** Visits of the people, on average. */
  visitsEach: number;
}

/** Sessions for clients of the admin business, and the slugs of businesses that take bookings. */
export async function prepareCustomerPages(databaseUrl: string, adminBusinessId: string): Promise<CustomerPagesFixture> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const people = await client.query<{ id: string; visits: number }>(
      `select customer_id as id, count(*)::int as visits from appointments
        where business_id = $1 and customer_id is not null
        group by customer_id order by customer_id limit $2`,
      [adminBusinessId, CUSTOMER_PAGES.people],
    );
    if (people.rows.length === 0) throw new Error('the admin business has no clients with accounts');
    const cookies: string[] = [];
    for (const person of people.rows) {
      const token = randomBytes(32).toString('hex');
      await client.query(`insert into sessions (id, user_id, expires_at) values ($1, $2, now() + interval '30 days')`, [
        createHash('sha256').update(token).digest('hex'),
        person.id,
      ]);
      cookies.push(`vizitas_session=${token}`);
    }
    const businesses = await client.query<{ slug: string }>(
      `select b.slug from businesses b
        where exists (select 1 from services s where s.business_id = b.id and s.active)
        order by (b.id = $1) desc, b.slug not like 'mastelis-%' desc, b.slug limit $2`,
      [adminBusinessId, CUSTOMER_PAGES.businesses],
    );
    const visits = people.rows.reduce((sum, person) => sum + person.visits, 0);
    return { cookies, slugs: businesses.rows.map((row) => row.slug), visitsEach: Math.round(visits / people.rows.length) };
  } finally {
    await client.end();
  }
}

/** The three rows: visits (one URL, every person), and each business's page and booking page. */
export function customerPageSets(fixture: Pick<CustomerPagesFixture, 'cookies' | 'slugs'>): AdminUrlSet[] {
  const common = { kind: 'page' as const, area: 'logged-in customer', cookies: fixture.cookies };
  return [
    { ...common, key: 'customerVisits', name: 'GET SSR /vizitai', urls: ['/vizitai'] },
    { ...common, key: 'customerBusiness', name: 'GET SSR /apie/<slug>', urls: fixture.slugs.map((slug) => `/apie/${slug}`) },
    {
      ...common,
      key: 'customerBooking',
      name: 'GET SSR /naujas-vizitas/<slug>',
      urls: fixture.slugs.map((slug) => `/naujas-vizitas/${slug}`),
    },
  ];
}

export function customerPagesNote(fixture: CustomerPagesFixture): string {
  return (
    `logged-in customer rows: ${fixture.cookies.length} clients of the admin business with sessions, taken in turn ` +
    `(~${fixture.visitsEach} visits each); ${fixture.slugs.length} businesses' pages; every answer a render (no page cache for a session).`
  );
}
