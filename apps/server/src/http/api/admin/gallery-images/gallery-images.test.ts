import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { galleryImages, specialists } from '@vizitas/db';
import type { LocalFileStore } from '#server/core/file-store.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeMember, makeSalon, makeSpecialist, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { pictureForm, pngWithScript, SVG_IMAGE, testImage, type MultipartForm } from '#server/testing/images.ts';

const clock = new TestClock(new Date('2027-05-03T07:00:00Z'));
const CREATE = '/api/admin/gallery-image/create';
const LIST = '/api/admin/gallery-images';
const ORDER = '/api/admin/gallery-images/order';
const upload = (id: string) => `/api/admin/gallery-image/${id}/upload`;
const one = (id: string) => `/api/admin/gallery-image/${id}`;
const specialistUpload = (id: string) => `/api/admin/specialist-photo/${id}/upload`;
const specialistDelete = (id: string) => `/api/admin/specialist-photo/${id}/delete`;

let t: TestApp;
let address = 0;
function browser(user?: TestUser | null): TestBrowser {
  address += 1;
  const b = new TestBrowser(t.app, `10.27.0.${address}`);
  if (user) {
    const [name, value] = user.cookie.split('=') as [string, string];
    b.cookies.set(name, value);
  }
  return b;
}

function send(b: TestBrowser, url: string, form: MultipartForm) {
  return b.request('POST', url, { body: form.body, headers: form.headers });
}

async function storedFiles(businessId: string): Promise<string[]> {
  const root = path.join((t.app.context.files as LocalFileStore).root, 'b', businessId);
  try {
    return (await readdir(root)).sort();
  } catch {
    return [];
  }
}

async function rows(businessId: string) {
  return t.app.database.db
    .select()
    .from(galleryImages)
    .where(eq(galleryImages.businessId, businessId))
    .orderBy(asc(galleryImages.position));
}

async function salonWithOwner(slug: string) {
  const { business, specialist } = await makeSalon(t.app.database.db, { slug });
  const owner = await makeMember(t.app.database.db, business.id, 'owner');
  return { business, specialist, owner: browser(owner) };
}

let photo: Buffer;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  photo = await testImage('jpeg', 2000, 1500);
});
afterAll(async () => {
  await t?.close();
});

describe('the gallery', () => {
  it('takes photos in turn, in a phone and a desktop size, with captions; the public gallery and the checklist follow', async () => {
    const { business, owner } = await salonWithOwner('galerija');
    const first = await send(
      owner,
      `${CREATE}?business=${business.id}`,
      pictureForm(photo, 'a.jpg', 'image/jpeg', { alt: 'Mūsų salonas' }),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ alt: 'Mūsų salonas', width: 1600, height: 1200, position: 0 });
    const second = await send(owner, CREATE, pictureForm(await testImage('png', 500, 700)));
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ alt: '', width: 500, height: 700, position: 1 });
    const phone = await sharp((await browser().get(first.json().phoneUrl)).rawPayload).metadata();
    expect([phone.format, phone.width, phone.height]).toEqual(['webp', 800, 600]);
    expect(await storedFiles(business.id)).toHaveLength(4);

    const list = await owner.get(LIST);
    expect(list.json()).toMatchObject({ max: 40, canEdit: true });
    expect(list.json().items.map((item: { id: string }) => item.id)).toEqual([first.json().id, second.json().id]);
    const publicGallery = await browser().get(`/api/public/business/${business.slug}/gallery`);
    expect(publicGallery.json().items[0]).toMatchObject({
      url: first.json().url,
      phoneUrl: first.json().phoneUrl,
      alt: 'Mūsų salonas',
    });
    const checklist = await owner.get('/api/admin/instructions');
    expect(checklist.json().items.find((item: { instruction: string }) => item.instruction === 'photos').state).toBe('done');
  });

  it('reorders, captions, replaces a file (caption and place kept) and deletes with the files', async () => {
    const { business, owner } = await salonWithOwner('tvarka');
    const ids: string[] = [];
    for (const name of ['a', 'b', 'c'])
      ids.push((await send(owner, CREATE, pictureForm(photo, `${name}.jpg`, 'image/jpeg', { alt: name }))).json().id);

    const ordered = await owner.request('PUT', ORDER, { body: { ids: [ids[2], ids[0], ids[1]] } });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().items.map((item: { alt: string }) => item.alt)).toEqual(['c', 'a', 'b']);
    const publicGallery = await browser().get(`/api/public/business/${business.slug}/gallery`);
    expect(publicGallery.json().items.map((item: { alt: string }) => item.alt)).toEqual(['c', 'a', 'b']);

    const captioned = await owner.patch(one(ids[0]!), { alt: '  Manikiūras „Rožė“  ' });
    expect(captioned.statusCode, captioned.body).toBe(200);
    expect(captioned.json().alt).toBe('Manikiūras „Rožė“');

    const before = (await rows(business.id)).find((row) => row.id === ids[0])!;
    const replaced = await send(owner, upload(ids[0]!), pictureForm(await testImage('webp', 900, 900)));
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      id: ids[0],
      alt: 'Manikiūras „Rožė“',
      position: before.position,
      width: 900,
      height: 900,
    });
    expect(replaced.json().url).not.toBe(before.url);
    expect((await browser().get(before.url)).statusCode).toBe(404);

    const deleted = await owner.delete(one(ids[1]!));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await rows(business.id)).map((row) => row.id)).toEqual([ids[2], ids[0]]);
    expect(await storedFiles(business.id)).toHaveLength(4);
    expect((await owner.delete(one(ids[1]!))).statusCode).toBe(404);
  });

  it('refuses an order that leaves a photo out (409) or names another business’s (404), and moves nothing', async () => {
    const { business, owner } = await salonWithOwner('bloga-tvarka');
    const { owner: stranger } = await salonWithOwner('svetima-tvarka');
    const ids: string[] = [];
    for (const name of ['a', 'b']) ids.push((await send(owner, CREATE, pictureForm(photo, `${name}.jpg`))).json().id);
    const foreign = (await send(stranger, CREATE, pictureForm(photo))).json().id as string;
    const before = await rows(business.id);
    const missing = await owner.request('PUT', ORDER, { body: { ids: [ids[1]] } });
    expect([missing.statusCode, missing.json().code]).toEqual([409, 'conflict']);
    const other = await owner.request('PUT', ORDER, { body: { ids: [ids[1], foreign] } });
    expect([other.statusCode, other.json().code]).toEqual([404, 'unknown_reference']);
    const twice = await owner.request('PUT', ORDER, { body: { ids: [ids[0], ids[0]] } });
    expect(twice.statusCode).toBe(400);
    expect(await rows(business.id)).toEqual(before);
  });

  it('refuses bad pictures and captions with a code and writes nothing', async () => {
    const { business, owner } = await salonWithOwner('blogos-nuotraukos');
    const existing = (await send(owner, CREATE, pictureForm(photo))).json();
    const filesBefore = await storedFiles(business.id);
    const rowsBefore = await rows(business.id);
    const cases: Array<[string, MultipartForm, number, string]> = [
      [CREATE, pictureForm(SVG_IMAGE, 'a.svg', 'image/svg+xml'), 415, 'image_type_not_allowed'],
      [CREATE, pictureForm(await pngWithScript(), 'a.png', 'image/png'), 422, 'image_extra_data'],
      [CREATE, pictureForm(photo, 'a.jpg', 'image/jpeg', { alt: 'x'.repeat(301) }), 400, 'validation_failed'],
      [CREATE, pictureForm(photo, 'a.jpg', 'image/jpeg', { alt: 'a\u0000b' }), 400, 'validation_failed'],
      [upload(existing.id), pictureForm(SVG_IMAGE, 'a.svg', 'image/svg+xml'), 415, 'image_type_not_allowed'],
      [upload('00000000-0000-4000-8000-000000000000'), pictureForm(photo), 404, 'resource_not_found'],
    ];
    for (const [url, form, status, code] of cases) {
      const answer = await send(owner, url, form);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(status);
      expect(answer.json().code).toBe(code);
    }
    const caption = await owner.patch(one(existing.id), { alt: 'a'.repeat(301) });
    expect(caption.statusCode).toBe(400);
    expect(await storedFiles(business.id)).toEqual(filesBefore);
    expect(await rows(business.id)).toEqual(rowsBefore);
  });

  it('holds at most 40 photos, also when two come at once', async () => {
    const { business, owner } = await salonWithOwner('pilna');
    await t.app.database.db.insert(galleryImages).values(
      Array.from({ length: 39 }, (_, position) => ({
        businessId: business.id,
        url: `/demo/${position}.webp`,
        alt: '',
        position,
      })),
    );
    const answers = await Promise.all([send(owner, CREATE, pictureForm(photo)), send(owner, CREATE, pictureForm(photo))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('gallery_full');
    expect(await rows(business.id)).toHaveLength(40);
    // The refused upload's files were removed.
    expect(await storedFiles(business.id)).toHaveLength(2);
  });
});

describe("a specialist's photo", () => {
  it('is a square around the face; replaced and removed with its files; shown on the public page', async () => {
    const { business, specialist, owner } = await salonWithOwner('specialiste');
    const answer = await send(owner, specialistUpload(specialist.id), pictureForm(await testImage('jpeg', 1200, 800)));
    expect(answer.statusCode, answer.body).toBe(200);
    const { photoUrl } = answer.json();
    const meta = await sharp((await browser().get(photoUrl)).rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 384, 384]);
    const detail = await browser().get(`/api/public/business/${business.slug}`);
    expect(detail.json().specialists[0].photoUrl).toBe(photoUrl);

    const removed = await owner.delete(specialistDelete(specialist.id));
    expect(removed.statusCode, removed.body).toBe(200);
    const [row] = await t.app.database.db.select().from(specialists).where(eq(specialists.id, specialist.id));
    expect(row!.photoUrl).toBeNull();
    expect(await storedFiles(business.id)).toEqual([]);
  });

  it('of another business is not found and nothing is written', async () => {
    const { owner } = await salonWithOwner('mano-specialiste');
    const { business: other } = await salonWithOwner('kita-specialiste');
    const foreign = await makeSpecialist(t.app.database.db, other.id, 'Svetima Specialistė');
    const answer = await send(owner, specialistUpload(foreign.id), pictureForm(photo));
    expect([answer.statusCode, answer.json().code]).toEqual([404, 'unknown_reference']);
    expect(await storedFiles(other.id)).toEqual([]);
    expect((await owner.delete(specialistDelete(foreign.id))).statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('staff see the gallery but change nothing; another business, a customer and a visitor get nothing', async () => {
    const { business, specialist, owner } = await salonWithOwner('galerijos-teises');
    const image = (await send(owner, CREATE, pictureForm(photo, 'a.jpg', 'image/jpeg', { alt: 'pirma' }))).json();
    const staff = browser(await makeMember(t.app.database.db, business.id, 'staff'));
    const { owner: stranger } = await salonWithOwner('galerijos-svetimas');
    const customer = browser(await makeUser(t.app.database.db));
    const visitor = browser();
    const rowsBefore = await rows(business.id);
    const filesBefore = await storedFiles(business.id);

    const read = await staff.get(`${LIST}?business=${business.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ canEdit: false, items: [{ id: image.id }] });

    const writes: Array<[string, (b: TestBrowser) => ReturnType<TestBrowser['request']>]> = [
      ['create', (b) => send(b, `${CREATE}?business=${business.id}`, pictureForm(photo))],
      ['upload', (b) => send(b, `${upload(image.id)}?business=${business.id}`, pictureForm(photo))],
      ['caption', (b) => b.patch(`${one(image.id)}?business=${business.id}`, { alt: 'pakeista' })],
      ['delete', (b) => b.delete(`${one(image.id)}?business=${business.id}`)],
      ['order', (b) => b.request('PUT', `${ORDER}?business=${business.id}`, { body: { ids: [image.id] } })],
      ['specialist photo', (b) => send(b, `${specialistUpload(specialist.id)}?business=${business.id}`, pictureForm(photo))],
      ['specialist photo delete', (b) => b.delete(`${specialistDelete(specialist.id)}?business=${business.id}`)],
    ];
    for (const [name, write] of writes) {
      for (const [who, b, status] of [
        ['staff', staff, 403],
        ['stranger', stranger, 403],
        ['customer', customer, 403],
        ['visitor', visitor, 401],
      ] as const) {
        const answer = await write(b);
        expect(answer.statusCode, `${name} by ${who}: ${answer.body}`).toBe(status);
      }
    }
    // Another business's owner in her own scope does not find the photo.
    expect((await stranger.patch(one(image.id), { alt: 'pakeista' })).statusCode).toBe(404);
    expect((await stranger.delete(one(image.id))).statusCode).toBe(404);
    expect((await send(stranger, upload(image.id), pictureForm(photo))).statusCode).toBe(404);
    for (const [who, b, status] of [
      ['stranger', stranger, 403],
      ['customer', customer, 403],
      ['visitor', visitor, 401],
    ] as const) {
      expect((await b.get(`${LIST}?business=${business.id}`)).statusCode, who).toBe(status);
    }
    expect(await rows(business.id)).toEqual(rowsBefore);
    expect(await storedFiles(business.id)).toEqual(filesBefore);
  });
});
