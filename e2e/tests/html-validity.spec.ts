import type { APIRequestContext } from '@playwright/test';
import { ADMIN } from './admin-steps';
import { expect, test } from './fixtures';
import { checkHtml, type HtmlDocument } from './html-checker';
import { DEMO_CUSTOMER, DEMO_OPERATOR, logInByApi } from './login';

/**
 * The server HTML of every public page passes the Nu HTML Checker with zero errors: every URL
 * of the sitemap, the pages it leaves out (account pages, the booking page, the 404 page, a
 * business on its own domain), the same pages for a logged-in customer, the admin area's frame and
 * the operator's console. Issue 11 item 8.
 */

const OUTSIDE_THE_SITEMAP = [
  '/naujas-vizitas/studija-aiste',
  '/prisijungti',
  '/registracija',
  '/slaptazodzio-atkurimas',
  '/susisiekti',
  '/verslui/registracija',
  '/tokio-puslapio-nera',
];

const CUSTOMER_PAGES = [
  '/',
  '/apie/studija-aiste',
  '/naujas-vizitas/studija-aiste',
  '/vizitai/studija-aiste',
  '/profilis',
  '/verslui/registracija',
];

const ADMIN_PAGES = [
  '/administratorius',
  '/administratorius/vizitai/sarasas',
  '/administratorius/vizitai/kalendorius',
  '/administratorius/tvarkarastis',
  '/administratorius/laisvadieniai',
  '/administratorius/klientai',
  '/administratorius/atsiliepimai',
];

const OPERATOR_PAGES = [
  '/operatorius/verslai',
  '/operatorius/verslai?etapas=registered&miestas=klaipeda',
  '/operatorius/verslai/00000000-0000-4000-8000-000000000000',
  '/operatorius/atsiliepimai',
  '/operatorius/kvietimai',
  '/operatorius/atsiliepimai?rodyti=paslepti&puslapis=2',
];

async function fetchPages(request: APIRequestContext, who: string, paths: readonly string[]): Promise<HtmlDocument[]> {
  return Promise.all(
    paths.map(async (url) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect([200, 404], `${who} ${url}`).toContain(response.status());
      expect(response.headers()['content-type'], `${who} ${url}`).toContain('text/html');
      return { name: `${who} ${url}`, html: await response.text() };
    }),
  );
}

test('the Nu HTML Checker finds a known error (the check can fail)', async () => {
  const errors = await checkHtml([
    {
      name: 'invalid',
      html: '<!DOCTYPE html><html lang="lt"><head><title>x</title></head><body><p>x</p><style>p{color:red}</style></body></html>',
    },
    { name: 'valid', html: '<!DOCTYPE html><html lang="lt"><head><title>x</title></head><body><p>x</p></body></html>' },
  ]);
  expect(errors.map((error) => error.document)).toEqual(['invalid']);
  expect(errors[0]?.message).toContain('style');
});

test('every public page, a customer’s pages and the admin frame are valid HTML', async ({ playwright, baseURL }) => {
  test.setTimeout(120_000);
  const origin = baseURL ?? '';
  const visitor = await playwright.request.newContext({ baseURL: origin });
  const customer = await playwright.request.newContext({ baseURL: origin });
  const admin = await playwright.request.newContext({ baseURL: origin });
  const operator = await playwright.request.newContext({ baseURL: origin });
  try {
    const sitemap = await (await visitor.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
    expect(listed.length).toBeGreaterThan(10);

    await logInByApi(customer, origin, DEMO_CUSTOMER);
    await logInByApi(admin, origin, ADMIN);
    await logInByApi(operator, origin, DEMO_OPERATOR);

    const documents = [
      ...(await fetchPages(visitor, 'visitor', [...new Set([...listed, ...OUTSIDE_THE_SITEMAP])])),
      ...(await fetchPages(customer, 'customer', CUSTOMER_PAGES)),
      ...(await fetchPages(admin, 'admin', ADMIN_PAGES)),
      ...(await fetchPages(operator, 'operator', OPERATOR_PAGES)),
    ];
    const ownDomain = await visitor.get('/apie', { headers: { host: 'studija-aiste.lt' } });
    expect(ownDomain.status()).toBe(200);
    documents.push({ name: 'visitor studija-aiste.lt/apie', html: await ownDomain.text() });

    const errors = await checkHtml(documents);
    expect(
      errors,
      errors.map((error) => `${error.document}:${error.line}: ${error.message} [${error.extract}]`).join('\n'),
    ).toEqual([]);
  } finally {
    await Promise.all([visitor.dispose(), customer.dispose(), admin.dispose(), operator.dispose()]);
  }
});
