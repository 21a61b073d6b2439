import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientErrorReports, type Database } from '@vizitas/db';
import { createTestDatabase } from '@vizitas/db/testing';
import { storeClientErrorReport } from './store-client-error-report.ts';

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
});
