import { COPY_LINK, LINK_COPIED } from './words';

/** Section 2.2 (1). */
export const unsupportedBrowser = {
  title: 'Naršyklė nepalaikoma',
  text: 'Jūsų naršyklė nepalaikoma, todėl dalis funkcijų gali veikti netinkamai. Nukopijuokite šio puslapio nuorodą ir atidarykite ją rekomenduojamoje naršyklėje.',
  copyUrl: COPY_LINK,
  urlCopied: LINK_COPIED,
  recommend: {
    ios: 'Rekomenduojame naudoti Safari naršyklę.',
    mac: 'Rekomenduojame naudoti Safari arba Chrome naršyklę.',
    other: 'Rekomenduojame naudoti Chrome naršyklę.',
    samsung: 'Rekomenduojame naudoti Samsung Internet arba Chrome naršyklę.',
  },
} as const;
