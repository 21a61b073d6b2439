/**
 * The web app manifest (docs/decisions/027): what a phone installs. Lithuanian name and
 * description, the brand's icons and colours, and where the installed app starts: the page of the
 * business it was installed from (its own domain's root page, or `/apie/{slug}` on the main domain),
 * else the home page.
 */
import { eq } from 'drizzle-orm';
import { businesses, type Db } from '@vizitas/db';
import { BRAND, format, generatePath, messages } from '@vizitas/shared';

/** The brand's colour (the theme colour of every page) and the splash screen's background. */
export const THEME_COLOR = '#c2255c';
export const BACKGROUND_COLOR = '#ffffff';

export interface WebAppManifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: 'lt';
  dir: 'ltr';
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose?: 'any' | 'maskable' }>;
}

const ICONS: WebAppManifest['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The manifest for a business (by its own domain, or its slug on the main domain) or for the platform. */
export function webAppManifest(business: { name: string; slug: string; ownDomain: boolean } | null): WebAppManifest {
  const t = messages.pwa.manifest;
  const start = business ? (business.ownDomain ? '/' : generatePath('about', { slug: business.slug })) : '/';
  return {
    // The id keeps an installed app the same app across changes of the start page.
    id: start,
    name: business ? `${business.name} – ${BRAND.name}` : format(t.name, { brand: BRAND.name }),
    short_name: business ? business.name.slice(0, 30) : BRAND.name,
    description: t.description,
    lang: 'lt',
    dir: 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: ICONS,
  };
}

/** The business a manifest is asked for: by the request's own domain first, else by `?verslas={slug}`. */
export async function manifestBusiness(
  db: Db,
  input: { domainBusiness: { name: string; slug: string } | null; slug: string | undefined },
): Promise<{ name: string; slug: string; ownDomain: boolean } | null> {
  if (input.domainBusiness) return { name: input.domainBusiness.name, slug: input.domainBusiness.slug, ownDomain: true };
  if (!input.slug) return null;
  const [row] = await db.select({ name: businesses.name, slug: businesses.slug }).from(businesses).where(eq(businesses.slug, input.slug)).limit(1);
  return row ? { ...row, ownDomain: false } : null;
}
