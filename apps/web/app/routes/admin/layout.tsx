import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  data,
  isRouteErrorResponse,
  Outlet,
  redirect,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { ADMIN_BUSINESS_QUERY_PARAM, format, generatePath, messages, type RouteName } from '@vizitas/shared';
import { adminShell } from '@vizitas/shared/api/admin/shell';
import { AdminAccessProvider } from '~/components/layout/admin-access';
import { AdminShell, type AdminNavLink } from '~/components/layout/admin-shell';
import { ErrorPage } from '~/components/layout/error-page';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';
import { getQueryClient } from '~/lib/api/query-client';
import { reportError } from '~/lib/client/report-error';
import { usePendingCount } from '~/features/admin-appointments/api/get-appointments';
import type { Route } from './+types/layout';

/** The admin pages have their own menu (no customer bottom bar) and their own notifications bell. */
export const handle: ChromeHandle = { bottomBar: false, notifications: false };

const NotificationsCenter = lazy(() => import('~/features/notifications/components/notifications-center'));
const NotificationsBell = lazy(() => import('~/features/notifications/components/notifications-bell'));

/**
 * The admin's notifications (the same bell and dialog as the customer's, seed 2.2 item 4): those of
 * the business the page acts in, after hydration (nothing of them is rendered on the server).
 */
function AdminNotifications({ businessId }: { businessId: string }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsCenter scopeId={businessId} business={businessId} area="admin" />
    </Suspense>
  );
}

function AdminBell() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsBell variant="admin" />
    </Suspense>
  );
}

/** Why the area is refused: a logged-in person who is no member of any business. */
const NOT_A_MEMBER = 'not_a_member';

/**
 * Guards the whole admin area (`/administratorius/...`) in one place: a visitor goes to log in
 * and comes back; a customer without a business gets the 403 page; a member (owner or staff) or
 * the operator gets the shell. The business is the `?verslas=` one, else the first membership.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const requested = url.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) || null;
  // One answer: the member's businesses, the one of this page and its waiting requests.
  const shell = await context.call(adminShell, { verslas: requested });
  if (shell.status === 401) throw redirect(generatePath('login', { redirect: `${url.pathname}${url.search}` }));
  if (shell.status === 403) throw data({ reason: NOT_A_MEMBER }, { status: 403 });
  // A member naming a business that is not theirs (or one that does not exist, for the operator).
  if (shell.status === 404) throw new Response('Not Found', { status: 404 });
  if (!shell.ok) throw new Response('admin shell unavailable', { status: 500 });
  const { business, memberships, pendingCount, role, canManageSettings, support } = shell.data;
  return {
    business,
    access: { role, canManageSettings },
    /** The operator in a business she is no member of: under its owner's support grant, or reading only. */
    support,
    /** The `?verslas=` of the links: only when the page was opened with one. */
    linkSlug: requested,
    businesses: memberships,
    pendingCount,
  };
}

/** Only a change of business (or of login, after an action) asks the guard again. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod) return defaultShouldRevalidate;
  return currentUrl.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM) !== nextUrl.searchParams.get(ADMIN_BUSINESS_QUERY_PARAM);
}

function pathOf(href: string): string {
  return href.split(/[?#]/)[0]!;
}

function useAdminNav(linkSlug: string | null, pendingCount: number | null): AdminNavLink[] {
  const { pathname } = useLocation();
  const count = usePendingCount(linkSlug, pendingCount) ?? 0;
  return useMemo(() => {
    const params = linkSlug ? { slug: linkSlug } : {};
    const link = (key: string, name: RouteName, label: string, extra: Partial<AdminNavLink> = {}): AdminNavLink => {
      const href = generatePath(name, params);
      return { key, label, href, active: pathOf(href) === pathname, ...extra };
    };
    const list = link('list', 'admin_appointment_list', messages.adminArea.list);
    const calendar = link('calendar', 'admin_appointment_calendar', messages.adminNav.calendar);
    const appointmentPages = pathname.startsWith('/administratorius/vizitai');
    return [
      link('home', 'admin_home', messages.onboarding.title),
      link('appointments', 'admin_appointment_list', messages.adminNav.appointments, {
        // The entry itself is current only through its sub-pages.
        active: false,
        badge: { count, label: format(messages.adminArea.pendingBadge, { count }) },
        children: [{ ...list, active: list.active || (appointmentPages && !calendar.active) }, calendar],
      }),
      link('schedule', 'admin_schedule', messages.adminNav.schedule),
      link('holidays', 'admin_holiday_list', messages.adminNav.holidays),
      link('services', 'admin_services', messages.adminNav.services),
      link('specialists', 'admin_specialists', messages.adminNav.specialists),
      link('clients', 'admin_client_cards', messages.adminNav.clientCards),
      link('reviews', 'admin_reviews', messages.adminNav.reviews),
      link('share', 'admin_share_link', messages.adminShare.title),
      link('invitations', 'admin_client_invitations', messages.clientInvitations.title),
      link('profile', 'admin_business_profile', messages.adminNav.profile),
      link('gallery', 'admin_gallery', messages.adminNav.gallery),
      link('settings', 'admin_settings', messages.adminNav.settings),
      link('help', 'admin_help_list', messages.adminNav.help),
    ];
  }, [linkSlug, pathname, count]);
}

type AdminShellData = Route.ComponentProps['loaderData'];

/** The layout's route id (its file), whose data an error page inside the area reads. */
const LAYOUT_ROUTE_ID = 'routes/admin/layout';

function AdminFrame({ loaderData, children }: { loaderData: AdminShellData; children: ReactNode }) {
  const { business, linkSlug, businesses, pendingCount, access, support } = loaderData;
  const nav = useAdminNav(linkSlug, pendingCount);
  // Another business opens at its appointment list (decision 004: `?verslas={slug}`).
  const choices = businesses.map((choice) => ({
    key: choice.slug,
    label: choice.name,
    href: generatePath('admin_appointment_list', { slug: choice.slug }),
    current: choice.slug === business?.slug,
  }));
  return (
    <AdminShell
      businessName={business?.name ?? messages.adminNav.chooseBusiness}
      nav={nav}
      businesses={choices}
      bell={business ? <AdminBell /> : null}
    >
      {business && support ? <SupportBanner business={business.name} endsAt={support.endsAt} /> : null}
      {business ? (
        <AdminAccessProvider value={access}>{children}</AdminAccessProvider>
      ) : (
        <p className="vz-admin-notice">{messages.adminArea.chooseBusiness}</p>
      )}
      {business ? <AdminNotifications businessId={business.id} /> : null}
    </AdminShell>
  );
}

const supportUntil = new Intl.DateTimeFormat('lt-LT', { timeZone: 'Europe/Vilnius', dateStyle: 'short', timeStyle: 'short' });

/** The operator's banner over a business she is no member of: her support access, or that she reads only. */
function SupportBanner({ business, endsAt }: { business: string; endsAt: string | null }) {
  const t = messages.supportAccess;
  return (
    <p className={`vz-admin-support-banner${endsAt ? ' vz-admin-support-banner--active' : ''}`} role="status">
      {endsAt
        ? format(t.bannerActive, { business, until: supportUntil.format(new Date(endsAt)) })
        : format(t.bannerReadOnly, { business })}
    </p>
  );
}

function AdminPage({ loaderData, children }: { loaderData: AdminShellData; children: ReactNode }) {
  // One client per server render, one for the page's life in the browser.
  const [queryClient] = useState(getQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AdminFrame loaderData={loaderData}>{children}</AdminFrame>
    </QueryClientProvider>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage loaderData={loaderData}>
      <Outlet />
    </AdminPage>
  );
}

/**
 * "Administravimas skirtas verslams" for a customer; the 404 and error pages otherwise. A page of
 * the area that is not found or fails (an unknown address, a client card that is not the
 * business's) keeps the area's menu, and its link leads to the admin's first page; only when the
 * guard itself refused is the page bare.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData<typeof loader>(LAYOUT_ROUTE_ID);
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!forbidden && !notFound) reportError(error, { source: 'admin-error-boundary' });
  }, [error, forbidden, notFound]);
  if (!forbidden) {
    const home = shell?.business
      ? {
          href: generatePath('admin_home', shell.linkSlug ? { slug: shell.linkSlug } : {}),
          label: messages.adminArea.backToAdmin,
        }
      : undefined;
    const page = (
      <>
        <title>{notFound ? messages.notFound.title : messages.errorPage.title}</title>
        <meta name="robots" content="noindex" />
        <ErrorPage kind={notFound ? 'not-found' : 'error'} home={home} />
      </>
    );
    return shell ? <AdminPage loaderData={shell}>{page}</AdminPage> : page;
  }
  const t = messages.adminArea.forbidden;
  return (
    <>
      <title>{t.title}</title>
      <meta name="robots" content="noindex" />
      <div className="vz-error-page">
        <p className="vz-error-page__code" aria-hidden="true">
          403
        </p>
        <h1 className="vz-error-page__title">{t.title}</h1>
        <p className="vz-error-page__text">{t.text}</p>
        <a className="vz-error-page__home" href={generatePath('business_register')}>
          {t.register}
        </a>
        <p>
          <a href={generatePath('home')}>{t.home}</a>
        </p>
      </div>
    </>
  );
}
