import { useEffect, useState, useSyncExternalStore } from 'react';
import { PHONE_NUMBER_REQUEST_DIALOG } from '~/features/account/model/phone-request-dialog';
import { lazyModal } from '~/components/dialogs/lazy-modal';
import { openModal } from '~/components/dialogs/modal-store';
import { fetchProfile } from '~/features/account/api/account-api';
import { ApiError } from '~/lib/api/json-api';
import { queueDialog } from '~/lib/client/dialog-queue';
import { phoneRequestWanted } from '~/lib/client/prompt-rules';
import { reportError } from '~/lib/client/report-error';

export { PHONE_NUMBER_REQUEST_DIALOG };

const PhoneRequestModal = lazyModal(PHONE_NUMBER_REQUEST_DIALOG, () => import('./phone-request-modal'));

/**
 * What the page knows about the user: `phoneNumber` undefined means "not told" (asked from the
 * API); `isOperator`: the operator is never asked (PRODUCT.md, Prompts).
 */
export interface PhoneRequestUser {
  phoneNumber?: string | null;
  isOperator?: boolean;
}

/**
 * Instances rendered on the page, oldest first: only the first one acts (the page chrome and a
 * page may both render one). When it unmounts, the next one takes over.
 */
const instances: symbol[] = [];
const listeners = new Set<() => void>();
const election = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  first: () => instances[0] ?? null,
  join(id: symbol) {
    instances.push(id);
    for (const listener of [...listeners]) listener();
    return () => {
      instances.splice(instances.indexOf(id), 1);
      for (const listener of [...listeners]) listener();
    };
  },
};

/** Whether the user has a number; an error answer counts as yes (no request), no answer or an unreadable one is thrown. */
async function hasPhoneNumber(user: PhoneRequestUser): Promise<boolean> {
  if (user.phoneNumber !== undefined) return !phoneRequestWanted({ isOperator: user.isOperator ?? false, phoneNumber: user.phoneNumber });
  try {
    const profile = await fetchProfile();
    return !phoneRequestWanted({ isOperator: profile.isOperator === true, phoneNumber: profile.phoneNumber ?? null });
  } catch (error) {
    const errorAnswer = error instanceof ApiError && error.status !== 0 && (error.status < 200 || error.status >= 300);
    if (errorAnswer) return true;
    throw error;
  }
}

/**
 * Joins the dialog queue with `phone_number_request` (not dismissible) when a logged-in customer
 * or member has no phone number (never the operator). Render it once per page with the page's
 * user (null for visitors); a second instance on the same page renders nothing.
 */
export function PhoneNumberRequest({ user }: { user: PhoneRequestUser | null }) {
  const [id] = useState(() => Symbol('phone-number-request'));
  useEffect(() => election.join(id), [id]);
  const primary = useSyncExternalStore(election.subscribe, election.first, () => null) === id;

  const loggedIn = user !== null && user.isOperator !== true;
  const phoneNumber = user?.phoneNumber;
  const isOperator = user?.isOperator;
  useEffect(() => {
    if (!primary || !loggedIn) return undefined;
    let cancelled = false;
    let unqueue: (() => void) | undefined;
    hasPhoneNumber({ phoneNumber, isOperator })
      .then((has) => {
        if (cancelled || has) return;
        PhoneRequestModal.preload();
        unqueue = queueDialog(PHONE_NUMBER_REQUEST_DIALOG, () => openModal(PHONE_NUMBER_REQUEST_DIALOG, { closable: false, hideCloseButtons: true }));
      })
      .catch((error: unknown) => reportError(error, { where: 'phone-number-request' }));
    return () => {
      cancelled = true;
      unqueue?.();
    };
  }, [primary, loggedIn, phoneNumber, isOperator]);

  return primary ? <PhoneRequestModal /> : null;
}
