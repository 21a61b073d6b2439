/**
 * The links of the page chrome (seed 2.1 "Page chrome", 2.2 item 13), built by route name
 * from the page context; the navbar and the bottom bar render the same model.
 */
import { BRAND, format, generatePath, messages, type LinkBuilder, type RouteContext } from '@vizitas/shared';
import type { PageContextData } from '@vizitas/shared/schemas/page-context';

export interface ChromeLink {
  key: string;
  label: string;
  href: string;
}

export interface ChromeModel {
  home: ChromeLink;
  /** "Grįžti į Vizitą": only for visitors, and only while the session flag is set. */
  homepage: ChromeLink;
  contact: ChromeLink;
  businessRegister: ChromeLink;
  /** The admin help list, for members of a business only (a customer would get a 403 there). */
  help: ChromeLink | null;
  /** Visitors: log in / register. */
  login: ChromeLink | null;
  register: ChromeLink | null;
  /** Users: their name and menu (profile, own appointments, log out). */
  user: { name: string; items: ChromeLink[]; logout: ChromeLink } | null;
}

/** The route context of the page's business (its own domain), if any. */
export function chromeRouteContext(pageContext: Pick<PageContextData, 'domainBusiness'>): RouteContext {
  const business = pageContext.domainBusiness;
  // A domain business means the request came to that domain: its domain variants apply.
  return business ? { business: { slug: business.slug, domain: business.domain }, host: business.domain } : {};
}

export function chromeModel(
  pageContext: Pick<PageContextData, 'user' | 'domainBusiness'> & { adminArea?: boolean },
  link: LinkBuilder,
): ChromeModel {
  const item = (key: string, label: string, href: string): ChromeLink => ({ key, label, href });
  const user = pageContext.user;
  return {
    home: item('home', BRAND.name, link('home')),
    homepage: item('homepage', format(messages.nav.homepageLink, { brand: BRAND.accusative }), link('home')),
    contact: item('contact', messages.nav.contact, link('contact')),
    businessRegister: item('business-register', messages.home.forBusiness.cta, link('business_register')),
    help: user?.isMember ? item('help', messages.nav.help, link('admin_help_list')) : null,
    login: user ? null : item('login', messages.nav.login, link('login')),
    register: user ? null : item('register', messages.nav.register, link('register')),
    user: user
      ? {
          name: user.name,
          items: [
            item('profile', messages.nav.profile, link('profile')),
            // On a business's own domain its visits (appointment_list), elsewhere all of them.
            item('appointments', messages.nav.appointments, link(pageContext.domainBusiness ? 'appointment_list' : 'my_appointments')),
            // A member of a business (or the operator): the admin area.
            ...(pageContext.adminArea ? [item('admin', messages.nav.admin, link('admin_appointment_list'))] : []),
          ],
          logout: item('logout', messages.nav.logout, link('logout')),
        }
      : null,
  };
}

/** A link builder without error reporting (tests, server). */
export function plainLinkBuilder(context: RouteContext = {}): LinkBuilder {
  return (name, params) => generatePath(name, params, context);
}
