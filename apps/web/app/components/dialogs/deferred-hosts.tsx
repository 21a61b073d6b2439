import { lazy, Suspense, useEffect, useState } from 'react';
import type { ChromeSlots } from '~/components/layout/app-shell-layout';

const Hosts = lazy(() => import('./hosts'));

/**
 * Mounted once in the root layout. After hydration it loads the toast and dialog hosts as a
 * separate chunk, so none of their code is part of the first page load. `showToast` and
 * `openModal` called earlier are kept in their stores and shown once the hosts are there.
 * `slots` carries the features' prompts the dialog host shows (see `ChromeSlots`).
 */
export function DeferredHosts({ slots }: { slots?: ChromeSlots }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Hosts slots={slots} />
    </Suspense>
  );
}
