import { type ComponentType, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { BRAND, createLinkBuilder, generatePath, messages } from '@vizitas/shared';
import { BottomBar } from '~/components/chrome/bottom-bar';
import { BOTTOM_BAR_CHANGE_EVENT } from '~/components/chrome/chrome-events';
import { chromeModel, chromeRouteContext } from '~/components/chrome/chrome-links';
import { Navbar } from '~/components/chrome/navbar';
import { FlashMessages } from '~/components/toasts/flash-messages';
import { businessSlugOfPath, dialogScopeOf } from '~/lib/client/page-scope';
import { serviceWorkerScope } from '~/lib/client/web-push-global';
import { reportError } from '~/lib/client/report-error';
import { phoneRequestWanted } from '~/lib/client/prompt-rules';
import type { PageContext } from '~/lib/api/page-context';

/** What the phone number request is told about the user: `phoneNumber` undefined means "not told". */
export interface PhoneRequestUser {
  phoneNumber?: string | null;
  /** The operator is never asked for a phone number. */
  isOperator?: boolean;
}

/**
 * The features' prompts the page chrome shows on every page. Components never import features:
 * root.tsx plugs them in here (each a lazily loaded component, so its code loads only when shown).
 */
export interface ChromeSlots {
  /** The phone number request (seed 2.2 item 3), rendered for a logged-in user without a phone number (never the operator). */
  phoneRequest?: ComponentType<{ user: PhoneRequestUser | null }>;
  /** The appointment review prompt (seed 2.2 item 2), rendered for a logged-in user on the home page only (see `DialogHost`). */
  reviewPrompt?: ComponentType;
  /**
   * The notifications dialog (seed 2.2 item 4) for a logged-in user: loads the list once, keeps the
   * badge of every bell, joins the dialog queue. `scopeId` is the business the page is about (the
   * domain business, or 'platform'), `business` narrows the list to it (null: all of the user's).
   */
  notificationsCenter?: ComponentType<NotificationsCenterProps>;
  /** The bell that opens the notifications dialog, with its count badge (in the navbar). */
  notificationsBell?: ComponentType<{ variant: 'navbar' | 'admin' }>;
  /**
   * The web push opt-in (seed 2.2 item 7) for a logged-in user: queues itself (once she has a visit;
   * a member: at once) or refreshes the subscription.
   */
  webPush?: ComponentType<{ isMember: boolean }>;
  /** The PWA dialog (seed 2.2 item 5) with its navbar trigger, for a logged-in user. */
  installApp?: ComponentType<InstallAppProps>;
}

export interface InstallAppProps {
  /** The once-per-session scope (`pwaModalShown[businessId]`): the page's business, or 'platform'. */
  scopeId: string;
  /** The page's business is onboarded (its own domain's, or the one whose page this is). */
  businessOnboarded: boolean;
  /** Whether its trigger is shown here (the navbar's bell area); the dialog queues itself either way. */
  trigger: boolean;
}

/** The business of the page, as the route data has it: its own domain's, else the one whose slug the address carries. */
function usePageBusinessOnboarded(domainBusiness: PageContext['domainBusiness']): boolean {
  const matches = useMatches();
  const slug = businessSlugOfPath(useLocation().pathname);
  if (domainBusiness) return domainBusiness.onboarded;
  if (!slug) return false;
  for (const match of matches) {
    const business = (match.data as { business?: { slug?: unknown; onboarded?: unknown } } | undefined)?.business;
    if (business?.slug === slug) return business.onboarded === true;
  }
  return false;
}

/**
 * The web push opt-in and the PWA dialog's trigger for a logged-in user, after hydration (chunks of
 * their own): in the navbar beside the bell. docs/decisions/027.
 */
function InstallPrompts({ pageContext, slots, trigger }: { pageContext: PageContext; slots?: ChromeSlots; trigger: boolean }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const pathname = useLocation().pathname;
  const onboarded = usePageBusinessOnboarded(pageContext.domainBusiness);
  const WebPush = slots?.webPush;
  const InstallApp = slots?.installApp;
  if (!hydrated || !pageContext.user) return null;
  const scopeId = dialogScopeOf(pathname, pageContext.domainBusiness?.slug);
  return (
    <Suspense fallback={null}>
      {WebPush ? <WebPush isMember={pageContext.user.isMember} /> : null}
      {InstallApp ? <InstallApp scopeId={scopeId} businessOnboarded={onboarded} trigger={trigger} /> : null}
    </Suspense>
  );
}

export interface NotificationsCenterProps {
  scopeId: string;
  business: string | null;
  area: 'site' | 'admin';
}

/**
 * The notifications center and the navbar's bell for a logged-in user, after hydration (their code
 * is a chunk of its own; nothing of it is rendered on the server). A route whose `handle` says
 * `notifications: false` (the admin area, which mounts its own for its business) has neither.
 */
function SiteWideNotifications({ pageContext, slots }: { pageContext: PageContext; slots?: ChromeSlots }) {
  const allowed = !useMatches().some((match) => (match.handle as ChromeHandle | undefined)?.notifications === false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const Center = slots?.notificationsCenter;
  if (!hydrated || !allowed || !pageContext.user || !Center) return null;
  const business = pageContext.domainBusiness?.id ?? null;
  return (
    <Suspense fallback={null}>
      <Center scopeId={business ?? 'platform'} business={business} area="site" />
    </Suspense>
  );
}

function NavbarBell({ slots }: { slots?: ChromeSlots }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const Bell = slots?.notificationsBell;
  if (!hydrated || !Bell) return null;
  return (
    <Suspense fallback={null}>
      <Bell variant="navbar" />
    </Suspense>
  );
}

/**
 * The phone number request (seed 2.2 item 3) on every page for a logged-in customer or member
 * without a phone number (never the operator: PRODUCT.md, Prompts): its code loads after
 * hydration, only for them, and it joins the dialog queue. Once loaded it stays mounted (a saved
 * number closes the dialog and the page data follows).
 */
function SiteWidePhoneRequest({ user, request: PhoneNumberRequest }: { user: PageContext['user']; request: ChromeSlots['phoneRequest'] }) {
  const allowed = !useMatches().some((match) => (match.handle as ChromeHandle | undefined)?.phoneRequest === false);
  const needed = allowed && phoneRequestWanted(user);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (needed) setWanted(true);
  }, [needed]);
  if (!wanted || !allowed || user?.isOperator || !PhoneNumberRequest) return null;
  return (
    <Suspense fallback={null}>
      <PhoneNumberRequest user={user ? { phoneNumber: user.phoneNumber, isOperator: user.isOperator } : null} />
    </Suspense>
  );
}

/**
 * Once after hydration, as a separate chunk: error reporting, the chrome's behaviour, the dialog
 * queue and the other page-level behaviour (`startChromeRuntime`).
 */
function useChromeRuntime(pageContext: PageContext, wanted: boolean) {
  const { errorReportToken } = pageContext;
  // The unsupported browser notice is once per session per business (seed 2.2 item 1).
  const pathname = useLocation().pathname;
  const scopeId = dialogScopeOf(pathname, pageContext.domainBusiness?.slug);
  // The service worker's scope is the first page's: one registration per page load (docs/decisions/027).
  const [workerScope] = useState(() =>
    serviceWorkerScope({ domainBusiness: Boolean(pageContext.domainBusiness), slug: businessSlugOfPath(pathname) }),
  );
  useEffect(() => {
    if (!wanted) return;
    import('~/components/chrome/chrome-runtime')
      .then((runtime) => runtime.startChromeRuntime({ errorReportToken, scopeId, serviceWorkerScope: workerScope }))
      .catch((error: unknown) => reportError(error, { where: 'chrome-runtime' }));
  }, [errorReportToken, scopeId, wanted, workerScope]);
}

/**
 * A route's `handle` can leave out the mobile bottom bar (`export const handle = { bottomBar: false }`)
 * or the site-wide phone number request (`{ phoneRequest: false }`, e.g. the logout page), or
 * the site-wide notifications (`{ notifications: false }`). The appointment review dialog opens
 * only on a page that asks for it (`{ reviewRequest: true }`: the home page, PRODUCT.md, Review
 * dialog); `{ reviewRequest: false }` refuses it whatever another route says. A page made to
 * sit in another site's frame (`{ frame: false }`, the booking embed) has no chrome at all: no
 * navbar, footer, bottom bar, dialogs or prompts — only its content and the toasts.
 */
export interface ChromeHandle {
  bottomBar?: boolean;
  phoneRequest?: boolean;
  reviewRequest?: boolean;
  /** `false`: no site-wide notifications center and navbar bell (the admin area has its own). */
  notifications?: boolean;
  /** `false`: the page is shown inside another site's frame: none of the chrome (docs/decisions/029). */
  frame?: boolean;
}

function useBottomBarWanted(): boolean {
  const wanted = !useMatches().some((match) => (match.handle as ChromeHandle | undefined)?.bottomBar === false);
  useEffect(() => {
    window.dispatchEvent(new Event(BOTTOM_BAR_CHANGE_EVENT));
  }, [wanted]);
  return wanted;
}

/**
 * The page frame: fixed top navbar, content, footer, mobile bottom bar, flash messages and the
 * site-wide phone number request (`slots.phoneRequest`).
 * Fixed or sticky elements at the bottom of a page stay clear of the bottom bar with
 * `bottom: calc(var(--vz-bottom-offset) + …)` (0 px when the bar is not shown).
 */
export function AppShellLayout({ pageContext, slots, children }: { pageContext: PageContext; slots?: ChromeSlots; children: ReactNode }) {
  const framed = useMatches().some((match) => (match.handle as ChromeHandle | undefined)?.frame === false);
  useChromeRuntime(pageContext, !framed);
  const bottomBar = useBottomBarWanted();
  const notifications = !useMatches().some((match) => (match.handle as ChromeHandle | undefined)?.notifications === false);
  const { user, domainBusiness, adminArea } = pageContext;
  const model = useMemo(() => {
    const link = createLinkBuilder({ context: chromeRouteContext({ domainBusiness }), report: reportError });
    return chromeModel({ user, domainBusiness, adminArea }, link);
  }, [user, domainBusiness, adminArea]);

  if (framed) return <main className="vz-main vz-main--framed">{children}</main>;
  return (
    <>
      <Navbar
        model={model}
        bell={
          user && notifications ? (
            <>
              <NavbarBell slots={slots} />
              <InstallPrompts pageContext={pageContext} slots={slots} trigger />
            </>
          ) : null
        }
      />
      {/* Where the navbar has no bell (the admin area has its own in its shell): the prompts without a trigger. */}
      {user && !notifications ? <InstallPrompts pageContext={pageContext} slots={slots} trigger={false} /> : null}
      <main className="vz-main">{children}</main>
      <footer className="vz-footer">
        <div className="vz-footer__inner">
          <span>© {BRAND.name}</span>
          <a href={model.contact.href}>{model.contact.label}</a>
          <a href={model.businessRegister.href}>{model.businessRegister.label}</a>
          <a href={generatePath('privacy_policy')}>{messages.footer.privacy}</a>
          <a href={generatePath('terms')}>{messages.footer.terms}</a>
        </div>
      </footer>
      {bottomBar ? <BottomBar model={model} /> : null}
      <FlashMessages flash={pageContext.flash} />
      <SiteWidePhoneRequest user={user} request={slots?.phoneRequest} />
      <SiteWideNotifications pageContext={pageContext} slots={slots} />
    </>
  );
}
