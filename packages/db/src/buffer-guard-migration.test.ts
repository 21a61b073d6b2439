/**
 * Migration 0006 (decision 018) over a database that already holds visits: each gets the buffer
 * of its last service, cut short where the specialist's next holding visit starts sooner, and the
 * exclusion constraint then holds visits and buffers alike.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { migrate, migrationsFolder } from './migrate';
import { appointments, businesses } from './schema/index';
import { createTestDatabase, sqlStateOf as sqlState } from './testing';

const MIGRATION = '0006_buffer-guard';

/** The migrations before 0006, as a folder of their own. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'vizitas-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(index).toBeGreaterThan(0);
  const entries = journal.entries.slice(0, index);
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries)
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  expect(readdirSync(folder).filter((file) => file.endsWith('.sql'))).toHaveLength(index);
  return folder;
}

let database: Database;
let folder: string;
let specialistId: string;
const ids: Record<string, string> = {};

/** The rows of a raw statement (before 0006 the schema in code does not fit the tables: raw SQL). */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  folder = migrationsBefore(MIGRATION);
  database = await createTestDatabase({ migrationsFolder: folder });
  const [business] = await rowsOf<{ id: string }>(
    sql`insert into businesses (slug, name) values ('pries-migracija', 'Prieš migraciją') returning id`,
  );
  const businessId = business!.id;
  const [specialist] = await rowsOf<{ id: string }>(
    sql`insert into specialists (business_id, name) values (${businessId}, 'Rasa') returning id`,
  );
  specialistId = specialist!.id;
  const [colouring, haircut] = await rowsOf<{ id: string }>(sql`
    insert into services (business_id, name, duration_min, price_cents, buffer_after_min)
    values (${businessId}, 'Dažymas', 60, 5000, 15), (${businessId}, 'Kirpimas', 60, 3000, 0)
    returning id`);

  // [name, start, end (UTC, 2030-01-07), status, services in order]
  const visits: [string, string, string, string, string[]][] = [
    ['shortened', '08:00', '09:00', 'confirmed', [colouring!.id]], // next at 09:05: 5 of 15 minutes
    ['next', '09:05', '10:00', 'pending', [colouring!.id]], // nothing after it: 15
    ['cancelled', '08:00', '09:00', 'cancelled', [colouring!.id]], // holds nothing: 15
    ['touching', '11:00', '12:00', 'confirmed', [colouring!.id]], // next at 12:00: 0
    ['lastWithout', '12:00', '13:00', 'confirmed', [colouring!.id, haircut!.id]], // last service has none: 0
  ];
  for (const [name, start, end, status, serviceIds] of visits) {
    const [row] = await rowsOf<{ id: string }>(sql`
      insert into appointments (business_id, specialist_id, client_name, starts_at, ends_at, status, price_cents, duration_min)
      values (${businessId}, ${specialistId}, 'Ona', ${`2030-01-07T${start}:00Z`}::timestamptz, ${`2030-01-07T${end}:00Z`}::timestamptz,
              ${status}, 5000, 60)
      returning id`);
    ids[name] = row!.id;
    for (const [position, serviceId] of serviceIds.entries()) {
      await database.db.execute(sql`
        insert into appointment_services (appointment_id, position, business_id, service_id, name, duration_min, price_cents)
        values (${row!.id}, ${position}, ${businessId}, ${serviceId}, 'Paslauga', 60, 0)`);
    }
  }
  await migrate(database);
});

afterAll(async () => {
  await database?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe(`migration ${MIGRATION} over existing visits`, () => {
  it('gives each visit its last service’s buffer, never over the next holding visit', async () => {
    const rows = await database.db.execute(sql`
      select id, buffer_after_min as "buffer", to_char(held_until at time zone 'UTC', 'HH24:MI') as "heldUntil"
      from appointments where specialist_id = ${specialistId}`);
    const byId = new Map(
      (rows as unknown as { rows: { id: string; buffer: number; heldUntil: string }[] }).rows.map((row) => [row.id, row]),
    );
    const seen = (name: string) => ({ buffer: byId.get(ids[name]!)!.buffer, heldUntil: byId.get(ids[name]!)!.heldUntil });
    expect(seen('shortened')).toEqual({ buffer: 5, heldUntil: '09:05' });
    expect(seen('next')).toEqual({ buffer: 15, heldUntil: '10:15' });
    expect(seen('cancelled')).toEqual({ buffer: 15, heldUntil: '09:15' });
    expect(seen('touching')).toEqual({ buffer: 0, heldUntil: '12:00' });
    expect(seen('lastWithout')).toEqual({ buffer: 0, heldUntil: '13:00' });
  });

  it('then refuses a visit that starts in a buffer (23P01), and takes one right after it', async () => {
    const [business] = await database.db.select({ id: businesses.id }).from(businesses);
    const visit = (start: string, end: string) => ({
      businessId: business!.id,
      specialistId,
      clientName: 'Jonas',
      startsAt: new Date(`2030-01-07T${start}:00Z`),
      endsAt: new Date(`2030-01-07T${end}:00Z`),
      status: 'pending' as const,
      priceCents: 0,
      durationMin: 30,
    });
    expect(await sqlState(database.db.insert(appointments).values(visit('10:10', '10:40')))).toBe('23P01');
    const [taken] = await database.db
      .insert(appointments)
      .values(visit('10:15', '10:45'))
      .returning({ heldUntil: appointments.heldUntil });
    expect(taken!.heldUntil.toISOString()).toBe('2030-01-07T10:45:00.000Z');
  });
});
