import globalStylesHref from '~/styles/global.css?url';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { lazy, type ReactNode, useEffect } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useRouteLoaderData, data } from 'react-router';
import type { Route } from './+types/root';
import '~/lib/server/load-context';
import { cssVariablesResolver, theme } from '~/components/ui/theme';
import { AppShellLayout, type ChromeSlots } from '~/components/layout/app-shell-layout';
import { ErrorPage } from '~/components/layout/error-page';
import { DeferredHosts } from '~/components/dialogs/deferred-hosts';
import type { PageContext } from '~/lib/api/page-context';
import { messages } from '@vizitas/shared';
import { reportError } from '~/lib/client/report-error';

/**
 * The features' prompts the page chrome shows on every page, plugged in here because components
 * never import features. Each loads lazily, only when the chrome renders it: the phone number
 * request for a logged-in user without a number, the review prompt, the notifications center and
 * the navbar's bell for a logged-in user.
 */
const chromeSlots: ChromeSlots = {
  phoneRequest: lazy(() =>
    import('~/features/account/components/phone-request').then((module) => ({ default: module.PhoneNumberRequest })),
  ),
  reviewPrompt: lazy(() => import('~/features/reviews/components/review-prompt')),
  notificationsCenter: lazy(() => import('~/features/notifications/components/notifications-center')),
  notificationsBell: lazy(() => import('~/features/notifications/components/notifications-bell')),
};

export async function loader({ context }: Route.LoaderArgs) {
  const result = await context.api<PageContext>('GET', '/api/public/page-context');
  if (!result.ok) throw new Response('page context unavailable', { status: 500 });
  const user = result.data.user;
  // Only a member of a business (or the operator) is offered the admin area in the user menu.
  const adminArea = user ? user.isOperator || user.isMember : false;
  const pageContext: PageContext = { ...result.data, errorReportToken: context.errorReportToken, adminArea };
  return data(
    { pageContext, nonce: context.cspNonce },
    result.setCookie.length > 0 ? { headers: result.setCookie.map((c) => ['set-cookie', c] as [string, string]) } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const nonce = rootData?.nonce;
  return (
    <html lang="lt" {...mantineHtmlProps}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React puts it ahead of the scripts' modulepreload links, so the
            browser asks for the page's only render-blocking resource first. */}
        <link rel="stylesheet" href={globalStylesHref} precedence="global" />
        <meta name="theme-color" content="#c2255c" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        <ColorSchemeScript nonce={nonce} defaultColorScheme="light" />
      </head>
      <body>
        {/* The theme's variables and classes come with the first stylesheet (styles/theme.css), not
            as <style> elements rebuilt in the body of every page. */}
        <MantineProvider
          theme={theme}
          defaultColorScheme="light"
          cssVariablesResolver={cssVariablesResolver}
          withCssVariables={false}
          withGlobalClasses={false}
        >
          {children}
          <DeferredHosts slots={chromeSlots} />
        </MantineProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Marks the document once React has hydrated it (browser tests wait for this). */
function useHydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export default function App({ loaderData }: Route.ComponentProps) {
  useHydratedMarker();
  return (
    <AppShellLayout pageContext={loaderData.pageContext} slots={chromeSlots}>
      <Outlet />
    </AppShellLayout>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  useHydratedMarker();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportError(error, { source: 'error-boundary' });
  }, [error, notFound]);
  const page = (
    <>
      <title>{notFound ? messages.notFound.title : messages.errorPage.title}</title>
      <meta name="robots" content="noindex" />
      <ErrorPage kind={notFound ? 'not-found' : 'error'} />
    </>
  );
  return rootData ? (
    <AppShellLayout pageContext={rootData.pageContext} slots={chromeSlots}>
      {page}
    </AppShellLayout>
  ) : (
    page
  );
}
