import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { BRAND, createLinkBuilder } from '@vizitas/shared';
import { BottomBar } from '~/components/chrome/bottom-bar';
import { chromeModel, chromeRouteContext } from '~/components/chrome/chrome-links';
import { Navbar } from '~/components/chrome/navbar';
import { FlashMessages } from '~/components/toasts/flash-messages';
import { reportError } from '~/lib/client/report-error';
import { clearHomepageLinkFlag, homepageLinkFlagSet } from '~/lib/client/homepage-flag';
import type { PageContext } from '~/lib/page-context';

/** Once after hydration: error reporting and the rest of the page behaviour, as a separate chunk. */
function useClientRuntime(pageContext: PageContext) {
  const { errorReportToken } = pageContext;
  const scopeId = pageContext.domainBusiness?.id ?? 'platform';
  useEffect(() => {
    import('~/components/chrome/chrome-runtime')
      .then((runtime) => runtime.startChromeRuntime({ errorReportToken, scopeId }))
      .catch((error: unknown) => reportError(error, { where: 'chrome-runtime' }));
  }, [errorReportToken, scopeId]);
}

/** The page frame: fixed top navbar, content, footer, mobile bottom bar, flash messages. */
export function AppShellLayout({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  useClientRuntime(pageContext);
  const { user, domainBusiness } = pageContext;
  const model = useMemo(() => {
    const link = createLinkBuilder({ context: chromeRouteContext({ domainBusiness }), report: reportError });
    return chromeModel({ user, domainBusiness }, link);
  }, [user, domainBusiness]);

  // Session storage exists only in the browser: the link appears after hydration.
  const [homepageFlag, setHomepageFlag] = useState(false);
  useEffect(() => setHomepageFlag(homepageLinkFlagSet()), []);
  // The link leads away (a full page load), so only the flag needs removing.
  const followHomepageLink = useCallback(() => clearHomepageLinkFlag(), []);

  return (
    <>
      <Navbar model={model} showHomepageLink={homepageFlag && !user} onHomepageLinkFollow={followHomepageLink} />
      <main className="vz-main">{children}</main>
      <footer className="vz-footer">
        <div className="vz-footer__inner">
          <span>© {BRAND.name}</span>
          <a href={model.contact.href}>{model.contact.label}</a>
          <a href={model.businessRegister.href}>{model.businessRegister.label}</a>
        </div>
      </footer>
      <BottomBar model={model} />
      <FlashMessages flash={pageContext.flash} />
    </>
  );
}
