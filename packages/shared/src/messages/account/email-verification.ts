import { EMAIL_ALREADY_VERIFIED, SENDING } from '../common/words';

/** Section 4 "Resend verification button", section 8. */
export const emailVerification = {
  resend: 'Siųsti patvirtinimą iš naujo',
  sending: SENDING,
  /** The cooldown countdown ("Palaukite N s"). */
  wait: 'Palaukite {seconds} s',
  sent: 'Patvirtinimo laiškas išsiųstas sėkmingai!',
  /** Shown after `sent` in the same toast. */
  sentNote: 'Jei per minutę laiško negavote, galite bandyti išsiųsti dar kartą.',
  /** Failure answer of the server: contains a link, fill with `formatHtml`. */
  failed:
    'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas. Bandykite dar kartą arba <a href="{contactUrl}">susisiekite su mumis</a>.',
  /** Exception while sending (also reported). */
  error: 'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas.',
  /** errorCode verified_email. */
  alreadyVerified: EMAIL_ALREADY_VERIFIED,
  notice: 'Jūsų el. pašto adresas {email} dar nepatvirtintas. Patvirtinkite jį paspaudę nuorodą laiške.',
  verified: 'El. pašto adresas patvirtintas sėkmingai!',
  invalidLink: 'Patvirtinimo nuoroda neteisinga arba nebegalioja.',
} as const;
