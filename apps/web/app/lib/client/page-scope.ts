/**
 * Which business a page belongs to, read from its address (pure; no window): the once-per-session
 * dialogs are counted per business (seed 2.2 item 1), and the homepage link's flag is set when a
 * visitor goes from the platform into a business's pages (seed 2.2 item 13).
 */
import { ROUTES, type RouteDefinition } from '@vizitas/shared';

const PLATFORM = 'platform';

function templateRegex(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{slug\}/g, '([^/?#]+)').replace(/\{[A-Za-z_]+\}/g, '[^/?#]+');
  return new RegExp(`^${escaped}/?$`);
}

const BUSINESS_ROUTES = (Object.values(ROUTES) as RouteDefinition[]).filter((route) => route.scope === 'business');
const SLUG_PATHS = BUSINESS_ROUTES.map((route) => templateRegex(route.path));
const DOMAIN_PATHS = BUSINESS_ROUTES.flatMap((route) => (route.domainPath === undefined ? [] : [templateRegex(route.domainPath)]));
const PLATFORM_PATHS = [templateRegex(ROUTES.home.path), templateRegex(ROUTES.search.path)];

/** The slug of the business whose page (on the main domain) this path is, or null. */
export function businessSlugOfPath(pathname: string): string | null {
  for (const regex of SLUG_PATHS) {
    const match = regex.exec(pathname);
    if (match?.[1]) {
      try {
        return decodeURIComponent(match[1]);
      } catch {
        return match[1];
      }
    }
  }
  return null;
}

/**
 * The scope of the once-per-session dialogs on this page: on a business's own domain that business,
 * on the main domain the business whose page it is, else 'platform'. Keys are slugs (`business:` first).
 */
export function dialogScopeOf(pathname: string, domainBusinessSlug: string | null | undefined): string {
  if (domainBusinessSlug) return `business:${domainBusinessSlug}`;
  const slug = businessSlugOfPath(pathname);
  return slug === null ? PLATFORM : `business:${slug}`;
}

/** Home or search: the platform pages from which a visitor goes into a business's pages. */
export function isPlatformPage(pathname: string): boolean {
  return PLATFORM_PATHS.some((regex) => regex.test(pathname));
}

/** The query parameter that carries the homepage link's flag onto a business's own domain. */
export const HOMEPAGE_LINK_PARAM = 'is_vizito';

export type PlatformExit =
  /** Not a way into a business's pages. */
  | { kind: 'none' }
  /** A business's page on this host: set the flag here. */
  | { kind: 'same-origin' }
  /** A business's own domain: the link carries the flag there (its session storage is its own). */
  | { kind: 'own-domain'; href: string };

/** What following `href` from the platform page at `from` means for the homepage link's flag. */
export function platformExit(href: string, from: URL): PlatformExit {
  if (!isPlatformPage(from.pathname)) return { kind: 'none' };
  let target: URL;
  try {
    target = new URL(href, from);
  } catch {
    return { kind: 'none' };
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return { kind: 'none' };
  if (target.host === from.host) return businessSlugOfPath(target.pathname) === null ? { kind: 'none' } : { kind: 'same-origin' };
  if (!DOMAIN_PATHS.some((regex) => regex.test(target.pathname))) return { kind: 'none' };
  target.searchParams.set(HOMEPAGE_LINK_PARAM, '1');
  return { kind: 'own-domain', href: target.href };
}

/** The address without the flag's parameter, or null when it does not carry it. */
export function withoutHomepageLinkParam(url: URL): string | null {
  if (!url.searchParams.has(HOMEPAGE_LINK_PARAM)) return null;
  const clean = new URL(url.href);
  clean.searchParams.delete(HOMEPAGE_LINK_PARAM);
  return `${clean.pathname}${clean.search}${clean.hash}`;
}
