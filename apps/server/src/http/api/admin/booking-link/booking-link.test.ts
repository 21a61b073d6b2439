import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { bookingLinkShares } from '@vizitas/db';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeBusiness, makeMember, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';

const clock = new TestClock(new Date('2027-05-03T07:00:00Z'));
const LINK = '/api/admin/booking-link';

let t: TestApp;
let address = 0;
function browser(user?: TestUser | null): TestBrowser {
  address += 1;
  const b = new TestBrowser(t.app, `10.29.1.${address}`);
  if (user) {
    const [name, value] = user.cookie.split('=') as [string, string];
    b.cookies.set(name, value);
  }
  return b;
}

async function sharesOf(businessId: string) {
  const [row] = await t.app.database.db.select({ n: count() }).from(bookingLinkShares).where(eq(bookingLinkShares.businessId, businessId));
  return row!.n;
}

const shareStep = (body: { items: Array<{ instruction: string; state: string }> }) =>
  body.items.find((item) => item.instruction === 'share_link')!.state;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t?.close();
});

describe('the booking link', () => {
  it('answers the booking page, the business page and the embed address; on its own domain when the business has one', async () => {
    const db = t.app.database.db;
    const plain = await makeBusiness(db, { slug: 'nuorodos-salonas', name: 'Nuorodos salonas' });
    const own = await makeBusiness(db, { slug: 'domeno-salonas', customDomain: 'domeno-salonas.lt' });
    const plainOwner = browser(await makeMember(db, plain.id, 'owner'));
    const answer = await plainOwner.get(LINK);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({
      business: { id: plain.id, slug: 'nuorodos-salonas', name: 'Nuorodos salonas', customDomain: null },
      bookingUrl: 'http://localhost:80/naujas-vizitas/nuorodos-salonas',
      pageUrl: 'http://localhost:80/apie/nuorodos-salonas',
      embedUrl: 'http://localhost:80/naujas-vizitas/nuorodos-salonas/iterpti',
      shared: [],
    });
    const ownAnswer = (await browser(await makeMember(db, own.id, 'staff')).get(LINK)).json();
    expect(ownAnswer).toMatchObject({
      bookingUrl: 'https://domeno-salonas.lt/naujas-vizitas',
      pageUrl: 'https://domeno-salonas.lt/apie',
      // The frame's page is ours, on this site.
      embedUrl: 'http://localhost:80/naujas-vizitas/domeno-salonas/iterpti',
    });
  });

  it('gives the QR code of the booking link as a PNG and an SVG file to download, both readable', async () => {
    const db = t.app.database.db;
    const salon = await makeBusiness(db, { slug: 'qr-salonas' });
    const owner = browser(await makeMember(db, salon.id, 'owner'));
    const png = await owner.get(`${LINK}/qr?format=png`);
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('attachment; filename="qr-salonas-qr.png"');
    const image = await sharp(png.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(image.info.width).toBe(1024);
    const decoded = jsQR(new Uint8ClampedArray(image.data), image.info.width, image.info.height);
    expect(decoded?.data).toBe('http://localhost:80/naujas-vizitas/qr-salonas');
    // PNG is the default.
    expect((await owner.get(`${LINK}/qr`)).headers['content-type']).toBe('image/png');

    const svg = await owner.get(`${LINK}/qr?format=svg`);
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.headers['content-disposition']).toBe('attachment; filename="qr-salonas-qr.svg"');
    expect(svg.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg.body).not.toMatch(/<script|on\w+=/i);

    for (const bad of ['gif', 'PNG', '', 'svg%00']) {
      const answer = await owner.get(`${LINK}/qr?format=${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
  });

  it('sharing it (any way, once each) ticks the checklist step; staff may share; bad ways are refused', async () => {
    const db = t.app.database.db;
    const salon = await makeBusiness(db, { slug: 'dalinantis-salonas' });
    const owner = browser(await makeMember(db, salon.id, 'owner'));
    expect(shareStep((await owner.get('/api/admin/instructions')).json())).toBe('todo');
    for (const bad of [{}, { channel: 'email' }, { channel: 'COPY' }, { channel: 1 }, { channel: 'copy\u0000' }]) {
      const answer = await owner.post(`${LINK}/shared`, bad);
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
    expect(await sharesOf(salon.id)).toBe(0);
    expect((await owner.post(`${LINK}/shared`, { channel: 'qr_png' })).json()).toEqual({ success: true });
    expect((await owner.post(`${LINK}/shared`, { channel: 'qr_png' })).statusCode).toBe(200);
    const staff = browser(await makeMember(db, salon.id, 'staff'));
    expect((await staff.post(`${LINK}/shared`, { channel: 'copy' })).statusCode).toBe(200);
    expect(await sharesOf(salon.id)).toBe(2);
    expect((await owner.get(LINK)).json().shared).toEqual(['copy', 'qr_png']);
    expect(shareStep((await owner.get('/api/admin/instructions')).json())).toBe('done');
  });

  it('nobody reaches another business: 403 for its id; a customer 403, a visitor 401', async () => {
    const db = t.app.database.db;
    const a = await makeBusiness(db);
    const b = await makeBusiness(db);
    const owner = browser(await makeMember(db, a.id, 'owner'));
    expect((await owner.get(`${LINK}?business=${b.id}`)).statusCode).toBe(403);
    expect((await owner.get(`${LINK}/qr?business=${b.id}`)).statusCode).toBe(403);
    expect((await owner.post(`${LINK}/shared?business=${b.id}`, { channel: 'copy' })).statusCode).toBe(403);
    expect(await sharesOf(b.id)).toBe(0);
    const customer = browser(await makeUser(db));
    expect((await customer.get(LINK)).statusCode).toBe(403);
    expect((await browser(null).get(`${LINK}/qr`)).statusCode).toBe(401);
  });
});
