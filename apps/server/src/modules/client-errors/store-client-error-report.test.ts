import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorReports, type Database } from '@vizitas/db';
import { createTestDatabase } from '@vizitas/db/testing';
import { sql } from 'drizzle-orm';
import { groupKeyOf, placeOf, storeClientErrorReport } from './store-client-error-report.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('storeClientErrorReport', () => {
  it('keeps a report with NUL and broken surrogate pairs, those replaced by U+FFFD', async () => {
    await storeClientErrorReport(database.db, {
      message: 'Klaida\u0000 čia',
      stack: 'at a (\ud800)',
      pageUrl: 'https://vizitas.lt/\udfff',
      extra: { 'raktas\u0000': 'reikšmė \ud800\u0000', skaičius: 3, tiesa: true, niekas: null, šypsena: '😀' },
      userAgent: 'Naršyklė\u0000',
      userId: null,
    });
    const [row] = await database.db.select().from(clientErrorReports);
    expect(row).toMatchObject({
      message: 'Klaida\ufffd čia',
      stack: 'at a (\ufffd)',
      pageUrl: 'https://vizitas.lt/\ufffd',
      userAgent: 'Naršyklė\ufffd',
      extra: { 'raktas\ufffd': 'reikšmė \ufffd\ufffd', skaičius: 3, tiesa: true, niekas: null, šypsena: '😀' },
    });
  });

  it('keeps no e-mail or phone number, and files the report under its message and place', async () => {
    await storeClientErrorReport(database.db, {
      message: 'Nepavyko išsiųsti ona@example.lt (+370 612 34567)',
      stack:
        'Error: x\n    at send (https://vizitas.lt/assets/profile-AB12.js:3:1456)\n    at y (https://vizitas.lt/assets/a.js:1:1)',
      pageUrl: 'https://vizitas.lt/profilis?email=ona%40example.lt',
      extra: { phone: '861234567' },
      userAgent: 'Mozilla/5.0',
      userId: null,
    });
    const rows = await database.db.select().from(clientErrorReports);
    const row = rows.find((r) => r.message.startsWith('Nepavyko'))!;
    expect(row.message).toBe('Nepavyko išsiųsti [el. paštas] ([telefonas])');
    expect(row.pageUrl).toBe('https://vizitas.lt/profilis?email=[el. paštas]');
    expect(row.extra).toEqual({ phone: '[telefonas]' });
    expect(row.place).toBe('https://vizitas.lt/assets/profile-AB12.js:3:1456');
    expect(row.groupKey).toBe(groupKeyOf(row.message, row.place));
    expect(placeOf(null, 'https://vizitas.lt/vizitai?x=1#a')).toBe('https://vizitas.lt/vizitai');
    expect(placeOf(null, null)).toBeNull();
  });

  it('groups as the migration that added the groups computed them for the older reports', async () => {
    const message = 'Klaida čia';
    const place = 'https://vizitas.lt/x.js:1:2';
    const result = await database.db.execute(
      sql`select encode(sha256(convert_to(${message} || E'\n' || coalesce(${place}::text, ''), 'UTF8')), 'hex') as key,
        substring(${'at a (https://vizitas.lt/x.js:1:2)'}::text from '(https?://[^[:space:])]+:[0-9]+:[0-9]+)') as frame`,
    );
    const [row] = (result as unknown as { rows: Array<{ key: string; frame: string }> }).rows;
    expect(row).toEqual({ key: groupKeyOf(message, place), frame: place });
  });
});
