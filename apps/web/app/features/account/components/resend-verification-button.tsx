import { myVerificationResend } from '@vizitas/shared/api/user/profile';
import { contractUrl } from '@vizitas/shared/api/contract';
import { Button } from '@mantine/core';
import { useCallback, useEffect, useState } from 'react';
import { format, formatHtml, generatePath, messages } from '@vizitas/shared';
import { showToast } from '~/components/toasts/toast';
import { reportError } from '~/lib/client/report-error';
import { postJson } from '~/features/account/api/account-api';
import { ApiError } from '~/lib/api/json-api';
import { cooldownSecondsLeft, rememberVerificationSent } from '~/features/account/model/verification-sent';

const m = messages.emailVerification;

/** How long "already verified" is shown before the page reloads at its top. */
const RELOAD_AFTER_MS = 2000;

/**
 * The resend-verification button (seed 4, 7, 8, 9): enabled, or disabled with "Palaukite N s"
 * while less than a minute has passed since the stored send time; "Siunčiama..." while sending;
 * `errorCode` `verified_email` shows "already verified", then reloads the page at its top. The
 * server keeps the same minute.
 */
export function ResendVerificationButton() {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [reloading, setReloading] = useState(false);

  const refresh = useCallback(() => setLeft(cooldownSecondsLeft()), []);
  useEffect(() => {
    refresh();
    const timer = window.setInterval(refresh, 1000);
    return () => window.clearInterval(timer);
  }, [refresh]);

  const send = async () => {
    setSending(true);
    try {
      await postJson(contractUrl(myVerificationResend, {}));
      rememberVerificationSent();
      refresh();
      showToast({ type: 'success', message: `${m.sent} ${m.sentNote}` });
    } catch (error) {
      if (error instanceof ApiError && (error.body?.errorCode ?? error.code) === 'verified_email') {
        setReloading(true);
        showToast({ type: 'success', message: m.alreadyVerified });
        window.setTimeout(() => {
          window.scrollTo(0, 0);
          window.location.reload();
        }, RELOAD_AFTER_MS);
        return;
      }
      if (error instanceof ApiError && error.body?.success === false && error.code === 'mail_failed') {
        showToast({ type: 'danger', message: formatHtml(m.failed, { contactUrl: generatePath('contact') }), html: true });
      } else if (error instanceof ApiError && error.code === 'rate_limited') {
        showToast({ type: 'danger', message: error.body?.message ?? messages.errors.rate_limited });
      } else {
        showToast({ type: 'danger', message: m.error });
        reportError(error, { where: 'resend-verification' });
      }
    } finally {
      setSending(false);
    }
  };

  const label = sending ? m.sending : left > 0 ? format(m.wait, { seconds: left }) : m.resend;
  return (
    <Button type="button" variant="light" onClick={() => void send()} disabled={sending || reloading || left > 0} data-testid="resend-verification">
      {label}
    </Button>
  );
}
