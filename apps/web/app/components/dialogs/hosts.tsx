import { ToastHost } from '~/components/toasts/toast-host';
import { DialogHost } from './dialog-host';

/** The toast container and the chrome's modals (loaded by `DeferredHosts`). */
export default function Hosts() {
  return (
    <>
      <ToastHost />
      <DialogHost />
    </>
  );
}
