import { messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { Icon } from '~/components/chrome/icons';

/** An icon button that copies the address (its tooltip and label say so). */
export function CopyEmailButton({ email }: { email: string }) {
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      showToast({ type: 'danger', message: messages.contact.copyFailed });
      return;
    }
    clipboard.writeText(email).then(
      () => showToast({ type: 'success', message: messages.contact.emailCopied }),
      () => showToast({ type: 'danger', message: messages.contact.copyFailed }),
    );
  };
  return (
    <button
      type="button"
      className="vz-contact__icon-button"
      aria-label={messages.contact.copyEmail}
      data-tooltip={messages.contact.copyEmail}
      onClick={copy}
    >
      <Icon name="copy" size={18} />
    </button>
  );
}
