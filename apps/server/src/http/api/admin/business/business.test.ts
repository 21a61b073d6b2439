import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { businesses } from '@vizitas/db';
import type { LocalFileStore } from '#server/core/file-store.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { makeMember, makeSalon, makeUser, type TestUser } from '#server/testing/factories.ts';
import { TestBrowser, TestClock } from '#server/testing/browser.ts';
import { bombPng, multipartForm, pictureForm, pngWithScript, SVG_IMAGE, testImage } from '#server/testing/images.ts';

const clock = new TestClock(new Date('2027-05-03T07:00:00Z'));

let t: TestApp;
let address = 0;
function browser(user?: TestUser | null): TestBrowser {
  address += 1;
  const b = new TestBrowser(t.app, `10.26.0.${address}`);
  if (user) {
    const [name, value] = user.cookie.split('=') as [string, string];
    b.cookies.set(name, value);
  }
  return b;
}

const details = (id: string) => `/api/admin/business/${id}/details`;
const logoUpload = (id: string) => `/api/admin/business/${id}/logo/upload`;
const logoRound = (id: string) => `/api/admin/business/${id}/logo/round`;
const profileUpload = (id: string) => `/api/admin/business/${id}/profile/upload`;
const profileDelete = (id: string) => `/api/admin/business/${id}/profile/delete`;

async function storedFiles(): Promise<string[]> {
  const root = (t.app.context.files as LocalFileStore).root;
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

function send(b: TestBrowser, method: 'POST' | 'DELETE', url: string, form?: { body: Buffer; headers: Record<string, string> }) {
  return b.request(method, url, form ? { body: form.body, headers: form.headers } : {});
}

async function businessRow(id: string) {
  const [row] = await t.app.database.db.select().from(businesses).where(eq(businesses.id, id));
  return row!;
}

async function salonWithOwner(slug: string) {
  const { business, specialist } = await makeSalon(t.app.database.db, { slug });
  const owner = await makeMember(t.app.database.db, business.id, 'owner');
  return { business, specialist, owner: browser(owner) };
}

const valid = {
  name: 'Salonas „Rožė“',
  description: 'Jaukus salonas Šiaulių centre.\nDirbame ir sekmadieniais.',
  address: 'Tilžės g. 5, Šiauliai',
  city: 'siauliai',
  categories: ['kirpejai', 'manikiuras'],
  phone: '8 612 34567',
  email: 'Labas@Roze.lt',
  website: 'roze.lt',
  instagram: 'https://www.instagram.com/salonas.roze/',
  customDomain: 'https://Roze.LT/',
};

let jpeg: Buffer;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  jpeg = await testImage('jpeg', 900, 600, { exif: true });
});
afterAll(async () => {
  await t?.close();
});

describe('the logo, uploaded and cropped round', () => {
  it('stores a re-encoded logo and its centred round crop; the public page and the checklist show it at once', async () => {
    const { business, owner } = await salonWithOwner('logo-salonas');
    // The public detail is read (and kept) before the upload: the event must refresh it.
    const before = await browser().get(`/api/public/business/${business.slug}`);
    expect(before.json().logoUrl).toBeNull();

    const answer = await send(owner, 'POST', logoUpload(business.id), pictureForm(jpeg, 'logotipas.jpg'));
    expect(answer.statusCode, answer.body).toBe(200);
    const profile = answer.json();
    expect(profile.logoUrl).toMatch(new RegExp(`^/media/b/${business.id}/logo-[A-Za-z0-9]{22}-source\\.webp$`));
    expect(profile.logoRoundUrl).toMatch(/-round\.webp$/);
    expect(profile.logoCrop).toEqual({ x: 0.5, y: 0.5, size: 1 });
    expect(profile.logoCroppable).toBe(true);
    // The uploaded name is not used anywhere.
    expect(JSON.stringify(profile)).not.toContain('logotipas');

    const after = await browser().get(`/api/public/business/${business.slug}`);
    expect(after.json().logoUrl).toBe(profile.logoRoundUrl);
    const checklist = await owner.get(`/api/admin/instructions?business=${business.id}`);
    expect(checklist.json().items.find((item: { instruction: string }) => item.instruction === 'logo').state).toBe('done');

    // Served with a year's cache, as an image; WebP, no metadata, at most 1024 px.
    const file = await browser().get(profile.logoUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 900, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const round = await sharp((await browser().get(profile.logoRoundUrl)).rawPayload).metadata();
    expect(round).toMatchObject({ format: 'webp', width: 384, height: 384, hasAlpha: true });
  });

  it('crops the circle the owner chose (also sent as a form), replaces the round file, and keeps the logo', async () => {
    const { business, owner } = await salonWithOwner('apvalus-logo');
    const first = (await send(owner, 'POST', logoUpload(business.id), pictureForm(await testImage('png', 800, 400)))).json();
    const answer = await owner.post(logoRound(business.id), { x: 0.25, y: 0.5, size: 0.8 });
    expect(answer.statusCode, answer.body).toBe(200);
    const cropped = answer.json();
    expect(cropped.logoUrl).toBe(first.logoUrl);
    expect(cropped.logoRoundUrl).not.toBe(first.logoRoundUrl);
    expect(cropped.logoCrop).toEqual({ x: 0.25, y: 0.5, size: 0.8 });
    // A 320 px circle of the 400 px side: the round file is that size, transparent in its corner.
    const { data, info } = await sharp((await browser().get(cropped.logoRoundUrl)).rawPayload)
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([320, 320, 4]);
    expect(data[3]).toBe(0);
    expect(data[(160 * 320 + 160) * 4 + 3]).toBe(255);
    expect((await browser().get(first.logoRoundUrl)).statusCode).toBe(404);
    const files = await storedFiles();
    expect(files.filter((file) => file.startsWith(`b/${business.id}/`))).toHaveLength(2);

    // The seed's POST helper sends a form: the same fields, read as numbers.
    const form = multipartForm({ x: '0.5', y: '0.5', size: '0.5' });
    const again = await owner.request('POST', logoRound(business.id), { body: form.body, headers: form.headers });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().logoCrop).toEqual({ x: 0.5, y: 0.5, size: 0.5 });
  });

  it('refuses a crop without a logo (409 logo_missing) and a circle outside the rules (400)', async () => {
    const { business, owner } = await salonWithOwner('be-logo');
    const missing = await owner.post(logoRound(business.id), { x: 0.5, y: 0.5, size: 1 });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().code).toBe('logo_missing');
    for (const body of [
      { x: 2, y: 0.5, size: 1 },
      { x: 0.5, y: 0.5, size: 0 },
      { x: 'a', y: 0.5, size: 1 },
      { x: 0.5, y: 0.5 },
    ]) {
      const answer = await owner.post(logoRound(business.id), body);
      expect(answer.statusCode, JSON.stringify(body)).toBe(400);
      expect(answer.json().code).toBe('validation_failed');
    }
  });
});

describe('a picture is taken by its content, not its name, and nothing is written when it is refused', () => {
  let bomb: Buffer;
  beforeAll(async () => {
    bomb = await bombPng();
  });

  const refused: Array<[string, () => Promise<{ body: Buffer; headers: Record<string, string> }>, number, string]> = [
    ['an SVG (with a script)', async () => pictureForm(SVG_IMAGE, 'logo.png', 'image/png'), 415, 'image_type_not_allowed'],
    [
      'a text file named .jpg',
      async () => pictureForm(Buffer.from('tai ne nuotrauka, o tekstas'.repeat(20)), 'foto.jpg'),
      415,
      'image_type_not_allowed',
    ],
    [
      'a GIF',
      async () =>
        pictureForm(
          await sharp({ create: { width: 80, height: 80, channels: 3, background: '#f00' } })
            .gif()
            .toBuffer(),
          'a.gif',
          'image/gif',
        ),
      415,
      'image_type_not_allowed',
    ],
    [
      'a PNG with a script appended (polyglot)',
      async () => pictureForm(await pngWithScript(), 'logo.png', 'image/png'),
      422,
      'image_extra_data',
    ],
    [
      'a JPEG with HTML in a comment',
      async () => {
        const image = await testImage('jpeg', 100, 100);
        // A COM segment right after SOI carrying markup.
        const comment = Buffer.from('<script>alert(1)</script>');
        const segment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, comment.length + 2]), comment]);
        return pictureForm(Buffer.concat([image.subarray(0, 2), segment, image.subarray(2)]));
      },
      422,
      'image_extra_data',
    ],
    ['a truncated JPEG', async () => pictureForm((await testImage('jpeg', 300, 300)).subarray(0, 2000)), 422, 'image_unreadable'],
    ['a 50-megapixel PNG bomb', async () => pictureForm(bomb, 'bomba.png', 'image/png'), 422, 'image_too_many_pixels'],
    [
      'a picture 40 px wide',
      async () => pictureForm(await testImage('png', 40, 200), 'mazas.png', 'image/png'),
      422,
      'image_too_small',
    ],
    [
      'a file over 15 MB',
      async () => pictureForm(Buffer.concat([await testImage('jpeg', 200, 200), Buffer.alloc(16 * 1024 * 1024)]), 'didelis.jpg'),
      413,
      'image_too_large',
    ],
    [
      'two files in one upload',
      async () =>
        multipartForm({}, [
          { field: 'file', filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg },
          { field: 'file', filename: 'b.jpg', contentType: 'image/jpeg', bytes: jpeg },
        ]),
      400,
      'too_many_files',
    ],
    ['a form without a file', async () => multipartForm({ alt: 'be failo' }), 400, 'file_required'],
    ['an empty file', async () => pictureForm(Buffer.alloc(0)), 400, 'file_required'],
    [
      'a file in another field',
      async () => multipartForm({}, [{ field: 'image', filename: 'a.jpg', contentType: 'image/jpeg', bytes: jpeg }]),
      400,
      'validation_failed',
    ],
  ];

  it.each(refused)('%s', async (_name, make, status, code) => {
    const { business, owner } = await salonWithOwner(`blogas-${address + 1}`);
    const filesBefore = await storedFiles();
    const rowBefore = await businessRow(business.id);
    const form = await make();
    for (const url of [logoUpload(business.id), profileUpload(business.id)]) {
      const answer = await send(owner, 'POST', url, form);
      expect(answer.statusCode, answer.body).toBe(status);
      const body = answer.json();
      expect(body.code).toBe(code);
      expect(body.message).toMatch(/[ąčęėįšųūž]|nuotrauk|failas/i);
    }
    expect(await storedFiles()).toEqual(filesBefore);
    expect(await businessRow(business.id)).toEqual(rowBefore);
  });

  it('refuses a JSON body on an upload route (415) and takes JPEG, PNG and WebP whatever their names say', async () => {
    const { business, owner } = await salonWithOwner('formatai');
    const json = await owner.post(logoUpload(business.id), { file: 'data:image/png;base64,AAAA' });
    expect(json.statusCode).toBe(415);
    expect(json.json().code).toBe('unsupported_media_type');
    for (const format of ['jpeg', 'png', 'webp'] as const) {
      const answer = await send(
        owner,
        'POST',
        profileUpload(business.id),
        pictureForm(await testImage(format, 500, 300), 'kitas-vardas.gif', 'text/plain'),
      );
      expect(answer.statusCode, `${format}: ${answer.body}`).toBe(200);
    }
  });
});

describe('the profile photo', () => {
  it('is stored in a phone and a desktop size with the orientation applied, replaced, and deleted with its files', async () => {
    const { business, owner } = await salonWithOwner('profilio-foto');
    // Taken sideways: EXIF orientation 6 turns 2400 × 1200 into 1200 × 2400.
    const photo = await testImage('jpeg', 2400, 1200, { orientation: 6, exif: true });
    const answer = await send(owner, 'POST', profileUpload(business.id), pictureForm(photo));
    expect(answer.statusCode, answer.body).toBe(200);
    const { profilePhotoUrl, profilePhotoPhoneUrl } = answer.json();
    const desktop = await sharp((await browser().get(profilePhotoUrl)).rawPayload).metadata();
    const phone = await sharp((await browser().get(profilePhotoPhoneUrl)).rawPayload).metadata();
    expect([desktop.width, desktop.height, desktop.orientation, desktop.exif]).toEqual([960, 1920, undefined, undefined]);
    expect([phone.width, phone.height]).toEqual([400, 800]);
    const detail = await browser().get(`/api/public/business/${business.slug}`);
    expect(detail.json().profilePhotoUrl).toBe(profilePhotoUrl);

    const replaced = await send(owner, 'POST', profileUpload(business.id), pictureForm(await testImage('webp', 1000, 700)));
    expect(replaced.json().profilePhotoUrl).not.toBe(profilePhotoUrl);
    expect((await browser().get(profilePhotoUrl)).statusCode).toBe(404);

    const deleted = await send(owner, 'DELETE', profileDelete(business.id));
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toMatchObject({ profilePhotoUrl: null, profilePhotoPhoneUrl: null });
    expect((await storedFiles()).filter((file) => file.startsWith(`b/${business.id}/`))).toEqual([]);
    // Deleting again changes nothing.
    expect((await send(owner, 'DELETE', profileDelete(business.id))).statusCode).toBe(200);
  });
});

describe('the profile', () => {
  it('reads and saves every field, normalised; the description step ticks and the public detail follows', async () => {
    const { business, owner } = await salonWithOwner('profilis');
    const read = await owner.get(details(business.id));
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toMatchObject({ id: business.id, canEdit: true, dnsTarget: 'localhost' });

    const saved = await owner.patch(details(business.id), valid);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      name: 'Salonas „Rožė“',
      city: 'siauliai',
      phone: '+37061234567',
      email: 'labas@roze.lt',
      website: 'https://roze.lt/',
      instagram: 'salonas.roze',
      customDomain: 'roze.lt',
    });
    const detail = (await browser().get(`/api/public/business/${business.slug}`)).json();
    expect(detail).toMatchObject({ name: 'Salonas „Rožė“', domain: 'roze.lt', instagram: 'salonas.roze' });
    const checklist = await owner.get(`/api/admin/instructions?business=${business.id}`);
    expect(checklist.json().items.find((item: { instruction: string }) => item.instruction === 'description').state).toBe('done');

    // Blank optional fields are cleared.
    const cleared = await owner.patch(details(business.id), {
      ...valid,
      description: '  ',
      website: '',
      instagram: '',
      customDomain: '',
      phone: '',
      email: '',
    });
    expect(cleared.json()).toMatchObject({
      description: null,
      website: null,
      instagram: null,
      customDomain: null,
      phone: null,
      email: null,
    });
  });

  it('refuses bad fields with their messages and writes nothing', async () => {
    const { business, owner } = await salonWithOwner('blogas-profilis');
    const rowBefore = await businessRow(business.id);
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ name: '' }, 400, 'validation_failed', 'name'],
      [{ website: 'javascript:alert(1)' }, 400, 'validation_failed', 'website'],
      [{ instagram: 'ne vardas!' }, 400, 'validation_failed', 'instagram'],
      [{ customDomain: 'roze.lt/kelias' }, 400, 'validation_failed', 'customDomain'],
      [{ customDomain: 'salonas.vizitas.lt' }, 400, 'validation_failed', 'customDomain'],
      [{ city: 'niujorkas' }, 400, 'validation_failed', 'city'],
      [{ categories: [] }, 400, 'validation_failed', 'categories'],
      [{ description: 'a'.repeat(3001) }, 400, 'validation_failed', 'description'],
      [{ phone: '123' }, 400, 'invalid_phone_number', 'phone'],
      [{ email: 'ne-adresas' }, 400, 'validation_failed', 'email'],
    ];
    for (const [change, status, code, field] of cases) {
      const answer = await owner.patch(details(business.id), { ...valid, ...change });
      expect(answer.statusCode, JSON.stringify(change)).toBe(status);
      expect(answer.json().code).toBe(code);
      expect(Object.keys(answer.json().fields ?? {})).toContain(field);
    }
    expect(await businessRow(business.id)).toEqual(rowBefore);
  });

  it("refuses another business's own domain (409 domain_taken), also when two claim it at once", async () => {
    const { business: first, owner: firstOwner } = await salonWithOwner('domenas-a');
    const { business: second, owner: secondOwner } = await salonWithOwner('domenas-b');
    const answers = await Promise.all([
      firstOwner.patch(details(first.id), { ...valid, customDomain: 'bendras.lt' }),
      secondOwner.patch(details(second.id), { ...valid, customDomain: 'bendras.lt' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json().code).toBe('domain_taken');
  });
});

describe('who may', () => {
  it('staff read the profile but change nothing; another business, a customer and a visitor get nothing', async () => {
    const { business, owner } = await salonWithOwner('kas-gali');
    await send(owner, 'POST', logoUpload(business.id), pictureForm(jpeg));
    const staff = browser(await makeMember(t.app.database.db, business.id, 'staff'));
    const { owner: stranger } = await salonWithOwner('svetimas');
    const customer = browser(await makeUser(t.app.database.db));
    const visitor = browser();
    const rowBefore = await businessRow(business.id);
    const filesBefore = await storedFiles();

    const read = await staff.get(details(business.id));
    expect(read.statusCode).toBe(200);
    expect(read.json().canEdit).toBe(false);

    const writes: Array<[string, (b: TestBrowser) => ReturnType<TestBrowser['request']>]> = [
      ['details', (b) => b.patch(details(business.id), { ...valid, name: 'Pakeista' })],
      ['logo', (b) => send(b, 'POST', logoUpload(business.id), pictureForm(jpeg))],
      ['round', (b) => b.post(logoRound(business.id), { x: 0.5, y: 0.5, size: 0.5 })],
      ['profile', (b) => send(b, 'POST', profileUpload(business.id), pictureForm(jpeg))],
      ['profile delete', (b) => send(b, 'DELETE', profileDelete(business.id))],
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
    for (const [who, b, status] of [
      ['stranger', stranger, 403],
      ['customer', customer, 403],
      ['visitor', visitor, 401],
    ] as const) {
      expect((await b.get(details(business.id))).statusCode, who).toBe(status);
    }
    expect(await businessRow(business.id)).toEqual(rowBefore);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});
