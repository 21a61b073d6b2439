import { useMemo } from 'react';
import { data, isRouteErrorResponse, Outlet, redirect, useLocation } from 'react-router';
import { generatePath, messages, type RouteName } from '@vizitas/shared';
import { pageContext } from '@vizitas/shared/api/public/page-context';
import { AdminShell, type AdminNavLink } from '~/components/layout/admin-shell';
import { ErrorPage } from '~/components/layout/error-page';
import type { ChromeHandle } from '~/components/layout/app-shell-layout';
import type { Route } from './+types/layout';
import '~/components/layout/operator-page.css';

/** The operator's pages have their own menu (no customer bottom bar, no bell yet). */
export const handle: ChromeHandle = { bottomBar: false, notifications: false };

/**
 * Guards the whole operator area (`/operatorius/...`) in one place: a visitor goes to log in and
 * comes back; anyone but the platform operator (a customer, a business's owner or staff) gets the
 * 403 page; the operator gets the area's menu. Each page's endpoint guards itself again.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const page = await context.call(pageContext);
  if (!page.ok) throw new Response('page context unavailable', { status: 500 });
  const user = page.data.user;
  if (!user) throw redirect(generatePath('login', { redirect: `${url.pathname}${url.search}` }));
  if (!user.isOperator) throw data({ reason: 'not_the_operator' }, { status: 403 });
  return { operatorName: user.name };
}

/** Only a new login (after an action) asks the guard again. */
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
}: {
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}) {
  return formMethod ? defaultShouldRevalidate : false;
}

function useOperatorNav(): AdminNavLink[] {
  const { pathname } = useLocation();
  return useMemo(() => {
    const link = (key: string, name: RouteName, label: string): AdminNavLink => {
      const href = generatePath(name);
      return { key, label, href, active: pathname === href || pathname.startsWith(`${href}/`) };
    };
    return [
      link('businesses', 'operator_businesses', messages.operatorNav.businesses),
      link('invitations', 'operator_business_invitations', messages.operatorNav.invitations),
      link('reviews', 'operator_reviews', messages.operatorNav.reviews),
      link('help', 'operator_help', messages.operatorNav.help),
      link('errors', 'operator_client_errors', messages.operatorNav.clientErrors),
      link('jobs', 'operator_jobs', messages.operatorNav.jobs),
    ];
  }, [pathname]);
}

export default function OperatorLayout({ loaderData }: Route.ComponentProps) {
  const nav = useOperatorNav();
  return (
    <AdminShell eyebrow={messages.operatorNav.area} businessName={loaderData.operatorName} nav={nav} businesses={[]}>
      <Outlet />
    </AdminShell>
  );
}

/** The 403 page for anyone but the operator; the 404 and error pages otherwise. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!forbidden) {
    return (
      <>
        <title>{notFound ? messages.notFound.title : messages.errorPage.title}</title>
        <meta name="robots" content="noindex" />
        <ErrorPage kind={notFound ? 'not-found' : 'error'} />
      </>
    );
  }
  return (
    <>
      <title>{messages.operatorNav.forbiddenTitle}</title>
      <meta name="robots" content="noindex" />
      <div className="vz-error-page">
        <p className="vz-error-page__code" aria-hidden="true">
          403
        </p>
        <h1 className="vz-error-page__title">{messages.operatorNav.forbiddenTitle}</h1>
        <p className="vz-error-page__text">{messages.operatorNav.forbidden}</p>
        <p>
          <a className="vz-error-page__home" href={generatePath('home')}>
            {messages.operatorNav.home}
          </a>
        </p>
      </div>
    </>
  );
}
