import globalStylesHref from '~/styles/global.css?url';
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from '@mantine/core';
import { lazy, type ReactNode, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useMatches,
  useRouteLoaderData,
  data,
} from 'react-router';
import type { Route } from './+types/root';
import '~/lib/server/load-context';
import { cssVariablesResolver, theme } from '~/components/ui/theme';
import { AppShellLayout, type ChromeHandle, type ChromeSlots } from '~/components/layout/app-shell-layout';
import { ErrorPage } from '~/components/layout/error-page';
import { DeferredHosts } from '~/components/dialogs/deferred-hosts';
import type { PageContext } from '~/lib/api/page-context';
import { ADMIN_BUSINESS_QUERY_PARAM, generatePath, messages } from '@vizitas/shared';
import { pageContext as pageContextRead } from '@vizitas/shared/api/public/page-context';
import { businessSlugOfPath } from '~/lib/client/page-scope';
import { WEB_PUSH_GLOBAL, type WebPushGlobal } from '~/lib/client/web-push-global';
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
  webPush: lazy(() => import('~/features/web-push/components/web-push-center')),
  installApp: lazy(() => import('~/features/install-app/components/install-app-center')),
};

export async function loader({ context }: Route.LoaderArgs) {
  const result = await context.call(pageContextRead);
  if (!result.ok) throw new Response('page context unavailable', { status: 500 });
  const user = result.data.user;
  // Only a member of a business (or the operator) is offered the admin area in the user menu.
  const adminArea = user ? user.isOperator || user.isMember : false;
  const pageContext: PageContext = { ...result.data, errorReportToken: context.errorReportToken, adminArea };
  // The service worker's path and the server's web push key, given to the page as a global (seed 7).
  const webPush: WebPushGlobal = { serviceWorker: generatePath('service_worker'), publicKey: context.webPushPublicKey };
  return data(
    { pageContext, nonce: context.cspNonce, webPush },
    result.setCookie.length > 0 ? { headers: result.setCookie.map((c) => ['set-cookie', c] as [string, string]) } : undefined,
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const rootData = useRouteLoaderData<typeof loader>('root');
  const nonce = rootData?.nonce;
  const manifest = useManifestHref(rootData?.pageContext.domainBusiness ?? null);
  // In another site's frame the browser may deny storage: no scroll restoration (it keeps its
  // positions in sessionStorage); the framed page is short anyway (docs/decisions/029).
  const framed = useMatches().some((match) => (match.handle as ChromeHandle | undefined)?.frame === false);
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
        <link rel="manifest" href={manifest} />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        {rootData?.webPush ? (
          <script
            nonce={nonce}
            // A JSON object of a path and a base64url key: nothing in it can end the script.
            dangerouslySetInnerHTML={{
              __html: `window.${WEB_PUSH_GLOBAL}=${JSON.stringify(rootData.webPush).replace(/</g, '\\u003c')}`,
            }}
          />
        ) : null}
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
        {framed ? null : <ScrollRestoration nonce={nonce} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * The web app manifest of this page: a business's page on the main domain asks for that business's
 * (the installed app starts there); its own domain's and the platform's need no parameter.
 */
function useManifestHref(domainBusiness: { slug: string } | null): string {
  const { pathname } = useLocation();
  const slug = domainBusiness ? null : businessSlugOfPath(pathname);
  const path = generatePath('web_manifest');
  return slug ? `${path}?${ADMIN_BUSINESS_QUERY_PARAM}=${encodeURIComponent(slug)}` : path;
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
