/**
 * Open/closed state of the generic modals (seed 4 "Generic modal"), outside React so that any
 * code — the dialog queue, a click on a `data-modal-trigger` element, a feature's effect — can
 * open one:
 *
 *   openModal('cookie_consent');                       // opens <GenericModal id="cookie_consent">
 *   openModal('phone_number_request', { closable: false, hideCloseButtons: true });
 *   setModalOptions('phone_number_request', { closable: true });   // while open
 *   closeModal('phone_number_request');
 *
 * While any modal is open `<body data-dialog-opened="{id}">` is set. When a modal has finished
 * closing (after its fade-out) the marker is removed, the options given to `openModal` /
 * `setModalOptions` are dropped (the component's defaults apply again) and the window event
 * `MODAL_QUEUE_EVENT` is dispatched so the dialog queue can open the next dialog.
 */
import { MODAL_QUEUE_EVENT } from '~/lib/client/dialog-events';

/** What can change per opening; everything else comes from the component's props. */
export interface ModalOverrides {
  /** `false`: the close button, a click outside and Escape do nothing. */
  closable?: boolean;
  /** With `closable: false`: hide the close buttons instead of disabling them. */
  hideCloseButtons?: boolean;
  closeOnClickOutside?: boolean;
}

export interface ModalEntry {
  phase: 'open' | 'closing';
  options: ModalOverrides;
}

export interface ModalStoreHooks {
  /** The body marker: the id of the latest open modal, or null when none is open. */
  setMarker?: (id: string | null) => void;
  /** A modal has finished closing. */
  closed?: (id: string) => void;
}

export function createModalStore(hooks: ModalStoreHooks = {}) {
  let entries = new Map<string, ModalEntry>();
  const mounted = new Map<string, number>();
  const listeners = new Set<() => void>();

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const commit = (next: Map<string, ModalEntry>) => {
    entries = next;
    const ids = [...next.keys()];
    hooks.setMarker?.(ids.length > 0 ? ids[ids.length - 1]! : null);
    emit();
  };

  const store = {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get(id: string): ModalEntry | undefined {
      return entries.get(id);
    },
    isOpen(id: string): boolean {
      return entries.get(id)?.phase === 'open';
    },
    /** Whether any modal is open or still fading out. */
    busy(): boolean {
      return entries.size > 0;
    },
    open(id: string, options: ModalOverrides = {}): void {
      const next = new Map(entries);
      next.delete(id);
      next.set(id, { phase: 'open', options: { ...options } });
      commit(next);
    },
    setOptions(id: string, options: ModalOverrides): void {
      const entry = entries.get(id);
      if (!entry) return;
      const next = new Map(entries);
      next.set(id, { ...entry, options: { ...entry.options, ...options } });
      commit(next);
    },
    /** Starts closing; a modal without a mounted component finishes at once. */
    close(id: string): void {
      const entry = entries.get(id);
      if (!entry || entry.phase === 'closing') return;
      if (!mounted.get(id)) {
        store.finishClose(id);
        return;
      }
      const next = new Map(entries);
      next.set(id, { ...entry, phase: 'closing' });
      commit(next);
    },
    /** Called by the component after its fade-out: marker, options and the queue event. */
    finishClose(id: string): void {
      if (!entries.has(id)) return;
      const next = new Map(entries);
      next.delete(id);
      commit(next);
      hooks.closed?.(id);
    },
    /** The component of `id` is mounted (it will call `finishClose` after its transition). */
    mount(id: string): () => void {
      mounted.set(id, (mounted.get(id) ?? 0) + 1);
      return () => {
        const count = (mounted.get(id) ?? 1) - 1;
        if (count <= 0) mounted.delete(id);
        else mounted.set(id, count);
      };
    },
  };
  return store;
}

export type ModalStore = ReturnType<typeof createModalStore>;

export const DIALOG_OPENED_ATTRIBUTE = 'data-dialog-opened';

/** The page's modal store: the body marker and the queue event are real. */
export const modalStore = createModalStore({
  setMarker(id) {
    if (typeof document === 'undefined') return;
    if (id === null) document.body.removeAttribute(DIALOG_OPENED_ATTRIBUTE);
    else document.body.setAttribute(DIALOG_OPENED_ATTRIBUTE, id);
  },
  closed() {
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(MODAL_QUEUE_EVENT));
  },
});

export function openModal(id: string, options?: ModalOverrides): void {
  modalStore.open(id, options);
}

export function closeModal(id: string): void {
  modalStore.close(id);
}

export function setModalOptions(id: string, options: ModalOverrides): void {
  modalStore.setOptions(id, options);
}

export function isModalOpen(id: string): boolean {
  return modalStore.isOpen(id);
}
