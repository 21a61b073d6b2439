import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastHost } from './toast';

const ToastContainer = lazy(() => import('./toast-container'));

/** Mounted once in the root layout; renders the notifications container from the first toast on. */
export function ToastHost() {
  const wanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
