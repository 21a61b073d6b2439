/** Notifications: the notification tab and the request to allow web push. */
import { NOT_NOW } from './common';

export const notificationsMessages = {
  /** Section 2.2 (4), 4 "Notification". */
  notifications: {
    title: 'Pranešimai',
    tab: 'Pranešimai',
    empty: 'Naujų pranešimų nėra.',
    dismiss: 'Paslėpti pranešimą',
  },

  /** Section 2.2 (7), 4 "Web push permission". */
  webpush: {
    title: 'Įjunkite pranešimus',
    text: 'Gaukite priminimus apie vizitus ir žinią, kai vizitas patvirtinamas ar pasikeičia.',
    allow: 'Įjungti',
    cancel: NOT_NOW,
    successTitle: 'Sveikiname!',
    successText: 'Pranešimai įjungti sėkmingai. Apie svarbiausius vizitų pokyčius pranešime laiku.',
  },
} as const;
