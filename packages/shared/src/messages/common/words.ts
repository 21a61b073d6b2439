/**
 * Texts that sections of more than one area show (buttons, the unexpected error, "not now"): one
 * definition each, imported by the section files. Not sections themselves: no `messages.SAVE`.
 */
export const SAVE = 'Išsaugoti';
export const SAVING = 'Išsaugoma...';
export const SENDING = 'Siunčiama...';
export const CLOSE = 'Uždaryti';
export const FIX_ERRORS = 'Prašome ištaisyti klaidas!';
export const UNEXPECTED_ERROR = 'Įvyko netikėta klaida. Bandykite dar kartą vėliau.';
export const EMAIL_ALREADY_VERIFIED = 'Jūsų el. pašto adresas jau patvirtintas.';
export const PAGE_NOT_FOUND = 'Puslapis nerastas.';
export const NOT_NOW = 'Ne dabar';
