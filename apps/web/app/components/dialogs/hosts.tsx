import type { ChromeSlots } from '~/components/layout/app-shell-layout';
import { ToastHost } from '~/components/toasts/toast-host';
import { DialogHost } from './dialog-host';

/** The toast container and the chrome's modals (loaded by `DeferredHosts`). */
export default function Hosts({ slots }: { slots?: ChromeSlots }) {
  return (
    <>
      <ToastHost />
      <DialogHost reviewPrompt={slots?.reviewPrompt} />
    </>
  );
}
