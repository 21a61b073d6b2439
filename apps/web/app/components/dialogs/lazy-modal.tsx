import { type ComponentType, lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { reportError } from '~/lib/client/report-error';
import { closeModal, type ModalEntry, modalStore } from './modal-store';

/** The store entry of a modal (undefined while closed); re-renders on change. */
export function useModalEntry(id: string): ModalEntry | undefined {
  return useSyncExternalStore(
    modalStore.subscribe,
    () => modalStore.get(id),
    () => undefined,
  );
}

export type LazyModalComponent = ComponentType & { preload: () => void };

/**
 * A modal whose code loads only when it is first opened (`openModal(id)`), so rarely used
 * dialogs cost nothing on page load. `load` imports a module whose default export renders
 * `<GenericModal id={id}>`. `preload()` fetches the code ahead (e.g. when the dialog is queued).
 * A failed load is reported and the modal counts as closed.
 *
 *   const PhoneRequestModal = lazyModal('phone_number_request', () => import('./phone-request-modal'));
 *   …  <PhoneRequestModal />  (render it anywhere on the page)
 */
export function lazyModal(id: string, load: () => Promise<{ default: ComponentType }>): LazyModalComponent {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      reportError(error, { dialog: id, where: 'lazy-modal' });
      return { default: () => <CloseOnMount id={id} /> };
    });
    return loading;
  };
  const Lazy = lazy(loadOnce);

  function LazyModalGate() {
    const entry = useModalEntry(id);
    const [wanted, setWanted] = useState(false);
    useEffect(() => {
      if (entry) setWanted(true);
    }, [entry]);
    if (!wanted && !entry) return null;
    return (
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    );
  }
  LazyModalGate.displayName = `LazyModal(${id})`;
  return Object.assign(LazyModalGate, { preload: () => void loadOnce() });
}

function CloseOnMount({ id }: { id: string }) {
  useEffect(() => closeModal(id), [id]);
  return null;
}
