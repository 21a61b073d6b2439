import '@mantine/notifications/styles.css';
import { Notifications, notifications } from '@mantine/notifications';
import { messages } from '@vizitas/shared';
import { type ShowToastInput, toastOptions } from './toast-options';

/** Loaded with the first toast: the notifications container and the calls that fill it. */
export default function ToastContainer() {
  return <Notifications position="top-right" className="vz-toasts" limit={5} />;
}

export function show(input: ShowToastInput & { id: string }): void {
  const options = toastOptions(input);
  notifications.hide(options.id);
  notifications.show({
    id: options.id,
    color: options.color,
    title: options.title,
    message: options.html ? <span dangerouslySetInnerHTML={{ __html: options.message }} /> : options.message,
    autoClose: options.autoClose,
    className: `vz-toast vz-toast--${options.type}`,
    'data-toast-type': options.type,
    closeButtonProps: { 'aria-label': messages.common.close },
  });
}

export function hide(id: string): void {
  notifications.hide(id);
}
