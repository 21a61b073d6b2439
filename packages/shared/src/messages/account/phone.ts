import { FIX_ERRORS, SAVE, SAVING } from '../common/words';

/** Section 2.2 (3), 4 and 5: the phone number request form and phone inputs. */
export const phone = {
  label: 'Telefono numeris',
  save: SAVE,
  saving: SAVING,
  required: 'Įveskite telefono numerį.',
  /** By validation error kind; any other kind shows no message (see `phoneErrorMessage`). */
  errors: {
    INVALID_COUNTRY: 'Neteisingas tel. numerio šalies kodas.',
    INVALID_FORMAT: 'Neteisingas tel. numerio formatas.',
    NOT_A_NUMBER: 'Neteisingas tel. numerio formatas.',
    INVALID_LENGTH: 'Neteisingas tel. numerio ilgis.',
    TOO_LONG: 'Per ilgas tel. numeris.',
    TOO_SHORT: 'Per trumpas tel. numeris.',
  },
  /** Toasts of the save call (section 8). */
  saved: 'Tel. numeris išsaugotas sėkmingai!',
  validationFailed: FIX_ERRORS,
  saveFailed: 'Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.',
  /** Developer-facing (error reporting), kept in English as the seed writes it. */
  missingForm: 'Missing phone number request form element!',
  request: {
    title: 'Nurodykite telefono numerį',
    text: 'Telefono numeris reikalingas, kad specialistas galėtų su jumis susisiekti dėl vizito.',
  },
  /** UI text of the country-code picker. */
  countryPicker: {
    searchPlaceholder: 'Ieškoti šalies',
    noResults: 'Šalių nerasta',
    selectedCountry: 'Pasirinkta šalis: {country}',
    noCountrySelected: 'Šalis nepasirinkta',
    countryList: 'Šalių sąrašas',
    clearSearch: 'Išvalyti paiešką',
    closeSelector: 'Uždaryti šalių sąrašą',
    /** Screen-reader summary of the search results. */
    searchSummary: 'Rasta šalių: {count}',
  },
} as const;
