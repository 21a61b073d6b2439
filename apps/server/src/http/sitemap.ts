import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { businesses } from '@vizitas/db';
import { generatePath } from '@vizitas/shared';
import { listSearchPages } from '#server/modules/search/index.ts';

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * `/sitemap.xml`: the home page, every category × city search page that has businesses and
 * every onboarded business page, with links built by route name like everywhere else.
 */
export default async function sitemapRoutes(app: FastifyInstance): Promise<void> {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const [rows, pages] = await Promise.all([
      app.context.db
        .select({ slug: businesses.slug, updatedAt: businesses.updatedAt })
        .from(businesses)
        .where(eq(businesses.onboarded, true))
        .orderBy(asc(businesses.slug)),
      listSearchPages(app.context.db),
    ]);
    const urls: { loc: string; lastmod?: string }[] = [
      { loc: generatePath('home') },
      { loc: generatePath('privacy_policy') },
      { loc: generatePath('terms') },
    ];
    for (const page of pages) urls.push({ loc: generatePath('search', { area: page.category, location: page.city }) });
    for (const row of rows) {
      urls.push({ loc: generatePath('about', { slug: row.slug }), lastmod: row.updatedAt.toISOString().slice(0, 10) });
    }
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...urls.map(
        (url) =>
          `  <url><loc>${escapeXml(origin + url.loc)}</loc>${url.lastmod ? `<lastmod>${url.lastmod}</lastmod>` : ''}</url>`,
      ),
      '</urlset>',
    ].join('\n');
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const origin = `${request.protocol}://${request.host}`;
    const body = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /administratorius/',
      'Disallow: /api/',
      `Sitemap: ${origin}/sitemap.xml`,
      '',
    ].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
}
