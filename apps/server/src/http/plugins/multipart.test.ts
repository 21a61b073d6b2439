import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { businesses, holidays, skippedInstructions } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeMember, makeSalon } from '#server/testing/factories.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { multipartForm, testImage } from '#server/testing/images.ts';
import { bodyFromForm } from './multipart.ts';

const clock = new TestClock(new Date('2027-05-03T07:00:00Z'));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t?.close();
});

describe('a form read as the body its schema expects', () => {
  const schema = z
    .object({
      name: z.string(),
      count: z.number().int(),
      price: z.coerce.number().optional(),
      active: z.boolean(),
      tags: z.array(z.string()),
      ids: z.array(z.number()),
      note: z.string().nullable(),
      specialist: z.uuid().nullable().optional(),
      rules: z.object({ a: z.number() }),
    })
    .strict();
  const form = (entries: Array<[string, string]>) => {
    const fields = new Map<string, string[]>();
    for (const [name, value] of entries) fields.set(name, [...(fields.get(name) ?? []), value]);
    return fields;
  };

  it('reads numbers, booleans, repeated and JSON lists, null and JSON objects by the field types', () => {
    const body = bodyFromForm(
      schema,
      form([
        ['name', 'Rožė'],
        ['count', '3'],
        ['price', '12.5'],
        ['active', 'on'],
        ['tags', 'a'],
        ['tags', 'b'],
        ['ids', '[1,2]'],
        ['note', ''],
        ['specialist', ''],
        ['rules', '{"a":1}'],
      ]),
    );
    expect(body).toEqual({
      name: 'Rožė',
      count: 3,
      price: 12.5,
      active: true,
      tags: ['a', 'b'],
      ids: [1, 2],
      note: '',
      specialist: null,
      rules: { a: 1 },
    });
    expect(schema.safeParse(body).success).toBe(true);
  });

  it('leaves what does not fit for the schema to refuse, and keeps unknown fields for a strict schema to refuse', () => {
    const body = bodyFromForm(
      schema,
      form([
        ['count', 'trys'],
        ['active', 'gal'],
        ['extra', 'x'],
      ]),
    );
    expect(body).toMatchObject({ count: Number.NaN, active: 'gal', extra: 'x' });
    expect(schema.safeParse(body).success).toBe(false);
    // `name[]` is the list `name`; `__proto__` is only a key.
    expect(bodyFromForm(schema, form([['tags[]', 'a']]))).toEqual({ tags: ['a'] });
    expect(Object.getPrototypeOf(bodyFromForm(undefined, form([['__proto__', 'x']])))).toBe(Object.prototype);
  });
});

describe('every POST of the API takes multipart/form-data as well as JSON', () => {
  it('a day off posted as a form is created as from JSON, and refused by the same schema', async () => {
    const { business } = await makeSalon(t.app.database.db, { slug: 'forma-laisvadienis' });
    const owner = new TestBrowser(t.app, '10.28.0.1');
    const [name, value] = (await makeMember(t.app.database.db, business.id)).cookie.split('=') as [string, string];
    owner.cookies.set(name, value);

    const good = multipartForm({ startDate: '2027-06-01', endDate: '2027-06-02', name: 'Atostogos', specialist: '' });
    const created = await owner.request('POST', '/api/admin/holidays', { body: good.body, headers: good.headers });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ startDate: '2027-06-01', endDate: '2027-06-02', name: 'Atostogos' });

    const countOf = async () =>
      (await t.app.database.db.select({ n: count() }).from(holidays).where(eq(holidays.businessId, business.id)))[0]!.n;
    const before = await countOf();
    for (const [fields, place] of [
      [{ startDate: '2027-06-03', endDate: '2027-06-01' }, 'endDate'],
      [{ startDate: '2027-06-03', endDate: '2027-06-04', unknown: 'x' }, '_'],
      [{ startDate: '2027-06-03', endDate: '2027-06-04', name: 'a\u0000b' }, 'name'],
    ] as const) {
      const form = multipartForm(fields);
      const refused = await owner.request('POST', '/api/admin/holidays', { body: form.body, headers: form.headers });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().code).toBe('validation_failed');
      if (place !== '_') expect(Object.keys(refused.json().fields)).toContain(place);
    }
    // A file where none is expected: refused before anything is read.
    const withFile = multipartForm({ startDate: '2027-06-03', endDate: '2027-06-04' }, [
      { field: 'file', filename: 'a.jpg', contentType: 'image/jpeg', bytes: await testImage('jpeg', 100, 100) },
    ]);
    const fileRefused = await owner.request('POST', '/api/admin/holidays', { body: withFile.body, headers: withFile.headers });
    expect([fileRefused.statusCode, fileRefused.json().code]).toEqual([400, 'validation_failed']);
    expect(await countOf()).toBe(before);

    // The seed's skip: a form with no fields at all.
    const empty = multipartForm({});
    const skipped = await owner.request('POST', '/api/admin/skip-instuction/logo', { body: empty.body, headers: empty.headers });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(
      (
        await t.app.database.db
          .select({ n: count() })
          .from(skippedInstructions)
          .where(eq(skippedInstructions.businessId, business.id))
      )[0]!.n,
    ).toBe(1);
  });

  it('a business registered by a visitor through a form: repeated categories, the account as JSON', async () => {
    const visitor = new TestBrowser(t.app, '10.28.0.2');
    const form = multipartForm({
      businessName: 'Forma Salonas',
      'categories[]': ['kirpejai', 'manikiuras'],
      city: 'kaunas',
      address: 'Laisvės al. 1',
      phone: '+37061234599',
      slug: 'forma-salonas',
      account: JSON.stringify({
        name: 'Forma Savininkė',
        email: 'forma@example.lt',
        password: 'Formos-Salonas-2027',
        acceptTerms: true,
      }),
    });
    const answer = await visitor.request('POST', '/api/public/business-registration', { body: form.body, headers: form.headers });
    expect(answer.statusCode, answer.body).toBe(201);
    const [row] = await t.app.database.db.select().from(businesses).where(eq(businesses.slug, 'forma-salonas'));
    expect(row).toMatchObject({ name: 'Forma Salonas', categories: ['kirpejai', 'manikiuras'], city: 'kaunas' });
  });

  it('a malformed form is 400, never 500', async () => {
    const visitor = new TestBrowser(t.app, '10.28.0.3');
    const answer = await visitor.request('POST', '/api/public/contact', {
      body: Buffer.from('--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nOna'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
  });
});
