import { COPY_LINK, LINK_COPIED } from './words';

/** Section 2.2 (15), 4 "Share helper", 8. */
export const share = {
  button: COPY_LINK,
  native: 'Nuoroda buvo pasidalinta sėkmingai!',
  clipboard: LINK_COPIED,
} as const;
