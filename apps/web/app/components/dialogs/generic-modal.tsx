import { Modal, type MantineTransition } from '@mantine/core';
import { type CSSProperties, type MouseEvent, type ReactNode, useEffect, useState } from 'react';
import { GENERIC_MODAL_DEFAULTS, type GenericModalOptions, messages } from '@vizitas/shared';
import { closeModal, modalStore } from './modal-store';
import { useModalEntry } from './lazy-modal';
import { resolveModalOptions } from './modal-options';

export interface GenericModalProps {
  /** The dialog id: `openModal(id)`, `data-modal-trigger="{id}"`, the dialog queue. */
  id: string;
  title?: ReactNode;
  children: ReactNode;
  /** Buttons under the content (e.g. the cookie consent answers). */
  footer?: ReactNode;
  /** Default `true`. `false`: close button, click outside and Escape do nothing. */
  closable?: boolean;
  /** With `closable: false`: hide the close button instead of disabling it. */
  hideCloseButtons?: boolean;
  /** Preferred width in px; the modal still stays between min(400px, 90vw) and 90 % of the window. */
  width?: number;
  /** Seed defaults (`GENERIC_MODAL_DEFAULTS`) to change for this modal. */
  options?: Partial<GenericModalOptions>;
  /** Classes added to the dialog box (e.g. the notifications dialog's wide, rounded, fullscreen look). */
  className?: string;
  /**
   * Another way in and out than the 500 ms fade: the web push and PWA dialogs slide (seed 2.2
   * items 5 and 7, `DIALOG_SLIDE_DURATION`), the app's PWA modal moves from top 0 to 15px.
   */
  transition?: { transition: MantineTransition; duration: number };
}

/**
 * The generic modal wrapper (seed 2.2 item 9, 4, 9): starts closed and never opens by itself;
 * opened with `openModal(id)` or by clicking an element with `data-modal-trigger="{id}"`, closed by
 * its close button, any element with `data-modal-close` inside it, a click outside or Escape.
 * Fades 500 ms in and out, centred, sized by its content within min(400px, 90vw) … 90 % of the
 * window width and 90 % of its height (CSS, so it follows window and content resizes).
 * Render it from a module loaded with `lazyModal` so its code loads on first opening.
 */
export function GenericModal({
  id,
  title,
  children,
  footer,
  closable,
  hideCloseButtons,
  width,
  options,
  className,
  transition,
}: GenericModalProps) {
  const entry = useModalEntry(id);
  // Nothing on the server and in the hydrating render (a closed modal has no markup: no work for
  // the server's render); then mounted closed, then opened: the fade-in also runs when the code
  // was loaded by the opening itself.
  const [stage, setStage] = useState<'server' | 'mounted' | 'ready'>('server');
  useEffect(() => {
    setStage((current) => (current === 'server' ? 'mounted' : current));
    return modalStore.mount(id);
  }, [id]);
  useEffect(() => {
    if (stage === 'mounted') setStage('ready');
  }, [stage]);
  if (stage === 'server') return null;

  const resolved = resolveModalOptions({ ...GENERIC_MODAL_DEFAULTS, ...options }, { closable, hideCloseButtons }, entry?.options);
  const close = () => {
    if (resolved.closable) closeModal(id);
  };
  const onContentClick = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('[data-modal-close]')) close();
  };
  const style = {
    '--vz-modal-min-width': `min(${resolved.minWidth}px, ${resolved.maxWidthRatio * 100}vw)`,
    '--vz-modal-max-width': `${resolved.maxWidthRatio * 100}vw`,
    '--vz-modal-max-height': `${resolved.maxHeightRatio * 100}vh`,
    '--vz-modal-width': width ? `${width}px` : 'auto',
  } as CSSProperties;

  return (
    <Modal
      opened={stage === 'ready' && entry?.phase === 'open'}
      onClose={close}
      title={title}
      centered={resolved.centered}
      size="auto"
      withOverlay={resolved.modal}
      lockScroll={resolved.modal}
      trapFocus={resolved.modal}
      closeOnClickOutside={resolved.closable && resolved.closeOnClickOutside}
      closeOnEscape={resolved.closable}
      withCloseButton={resolved.showCloseButton}
      closeButtonProps={{ 'aria-label': messages.dialog.close, disabled: !resolved.closable }}
      transitionProps={
        transition
          ? { transition: transition.transition, duration: transition.duration, exitDuration: transition.duration }
          : { transition: 'fade', duration: resolved.fadeMs, exitDuration: resolved.fadeMs }
      }
      onExitTransitionEnd={() => modalStore.finishClose(id)}
      classNames={{ content: className ? `vz-modal ${className}` : 'vz-modal', body: 'vz-modal__body', title: 'vz-modal__title' }}
      style={style}
      data-modal-id={id}
    >
      <div onClick={onContentClick} className="vz-modal__inner">
        {children}
        {footer ? <div className="vz-modal__footer">{footer}</div> : null}
      </div>
    </Modal>
  );
}
