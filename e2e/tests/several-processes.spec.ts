import { expect, test } from '@playwright/test';
import { startServer, waitForHealth } from './server-process';

/**
 * Several server processes on one database (docs/decisions/035), with the built product. On
 * PostgreSQL a second copy of the server runs beside the journeys' one, on the same database and
 * data folder: a change of the business's profile through the first shows on the second's business
 * page within a second, although that page sits in the second's page cache (kept 5 s, 5 s more
 * stale) — only the event relayed through PostgreSQL can drop it in time. On PGlite, which one
 * process opens, the product refuses to start several.
 */
const onPostgres = Boolean(process.env.DATABASE_URL?.trim());

if (onPostgres) {
  test('a profile change through one process shows on the other process’s cached business page within a second', async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const port = Number(process.env.PORT ?? 3100) + 61;
    const second = startServer(['apps/server/dist/server.mjs'], { PORT: String(port) });
    try {
      await waitForHealth(`http://localhost:${port}/healthz`, 150_000);
      const login = await request.post('/api/public/auth/login', {
        headers: { origin: baseURL! },
        data: { email: 'admin@vizitas.lt', password: 'Demo12345!' },
      });
      expect(login.status()).toBeLessThan(300);
      const shell = (await (await request.get('/api/admin/shell')).json()) as { business: { id: string; slug: string } };
      const page = `http://localhost:${port}/apie/${shell.business.slug}`;
      const details = `/api/admin/business/${shell.business.id}/details`;
      const profile = (await (await request.get(details)).json()) as Record<string, unknown>;

      // The second process's page, asked twice by a visitor: the second answer comes from its page cache.
      const description = `Nuo šiol dirbame ir sekmadieniais (${Date.now()}).`;
      for (let index = 0; index < 2; index += 1) {
        const html = await (await fetch(page)).text();
        expect(html).not.toContain(description);
      }

      const fields = ['name', 'address', 'city', 'categories', 'phone', 'email', 'website', 'instagram', 'customDomain'];
      const body: Record<string, unknown> = { description };
      for (const field of fields)
        if (profile[field] !== null && profile[field] !== undefined && profile[field] !== '') body[field] = profile[field];
      const saved = await request.patch(details, { headers: { origin: baseURL! }, data: body });
      expect(saved.status(), await saved.text()).toBe(200);
      const changedAt = Date.now();

      let shownAfter = Number.POSITIVE_INFINITY;
      // When the first request that got the new page was sent (its own render time is not the relay's).
      while (Date.now() - changedAt < 5_000) {
        const askedAt = Date.now();
        if ((await (await fetch(page)).text()).includes(description)) {
          shownAfter = askedAt - changedAt;
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(shownAfter).toBeLessThan(1_000);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  });
} else {
  test('several processes on the embedded database are refused with a message that names PostgreSQL', async () => {
    const server = startServer(['apps/server/dist/server.mjs', '--processes', '2'], {
      PORT: String(Number(process.env.PORT ?? 3100) + 61),
    });
    expect(await server.exited).toBe(2);
    expect(server.output()).toContain('Keli serverio procesai veikia tik su PostgreSQL: nurodykite DATABASE_URL');
  });
}
