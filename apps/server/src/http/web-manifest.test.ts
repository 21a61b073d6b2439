import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeBusiness } from '#server/testing/factories.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await makeBusiness(t.app.database.db, { slug: 'salonas-manifestas', name: 'Salonas Manifestas' });
  await makeBusiness(t.app.database.db, { slug: 'savas-domenas', name: 'Savas Domenas', customDomain: 'savas-domenas.lt' });
});
afterAll(async () => {
  await t?.close();
});

const manifest = (url: string, host = 'localhost') => t.app.inject({ method: 'GET', url, headers: { host } });

describe('GET /manifest.webmanifest', () => {
  it("the platform's: Lithuanian, the brand's colour and icons, standalone, starting at the home page", async () => {
    const answer = await manifest('/manifest.webmanifest');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/manifest+json; charset=utf-8');
    expect(answer.json()).toMatchObject({
      name: 'Vizitas – grožio specialistų registracija',
      short_name: 'Vizitas',
      lang: 'lt',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c2255c',
    });
    const icons = answer.json().icons as Array<{ sizes: string; purpose: string }>;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
  });

  it("a business's page on the main domain: the app starts at that business's page", async () => {
    const answer = await manifest('/manifest.webmanifest?verslas=salonas-manifestas');
    expect(answer.json()).toMatchObject({ name: 'Salonas Manifestas – Vizitas', start_url: '/apie/salonas-manifestas', id: '/apie/salonas-manifestas' });
  });

  it("a business's own domain: its root page", async () => {
    const answer = await manifest('/manifest.webmanifest', 'savas-domenas.lt');
    expect(answer.json()).toMatchObject({ name: 'Savas Domenas – Vizitas', start_url: '/' });
  });

  it('an unknown business gives the platform manifest; a malformed address is 400 with a Lithuanian message', async () => {
    expect((await manifest('/manifest.webmanifest?verslas=nera-tokio')).json()).toMatchObject({ start_url: '/', short_name: 'Vizitas' });
    const bad = await manifest('/manifest.webmanifest?verslas=Ne%20adresas');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'validation_failed', fields: { verslas: ['Netinkamas adresas.'] } });
  });
});
