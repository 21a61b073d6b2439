import { NOT_NOW } from '../common/words';

/** Section 2.2 (7), 4 "Web push permission". */
export const webpush = {
  title: 'Įjunkite pranešimus',
  text: 'Gaukite priminimus apie vizitus ir žinią, kai vizitas patvirtinamas ar pasikeičia.',
  allow: 'Įjungti',
  cancel: NOT_NOW,
  successTitle: 'Sveikiname!',
  successText: 'Pranešimai įjungti sėkmingai. Apie svarbiausius vizitų pokyčius pranešime laiku.',
  /** Shown when turning them on failed (the browser or the server refused). */
  failed: 'Pranešimų įjungti nepavyko. Bandykite dar kartą vėliau.',
  /** `POST /webpush/` with an endpoint that is not a browser's push service. */
  unknownService: 'Nepalaikoma pranešimų paslauga.',
} as const;
