/** `/administratorius/pagalba/sarasas` and its articles. */
export const adminHelp = {
  title: 'Pagalba',
  intro: 'Trumpi atsakymai, kaip tvarkyti registracijas, darbo laiką ir kviesti klientus.',
  searchLabel: 'Ieškoti pagalbos',
  searchPlaceholder: 'Pvz., darbo laikas, šventė, nuoroda',
  search: 'Ieškoti',
  clear: 'Išvalyti',
  /** `{count}` articles found for `{query}`. */
  found: 'Rasta straipsnių: {count}.',
  /** `{query}`. */
  nothingFound: 'Pagal „{query}“ nieko neradome. Pabandykite kitu žodžiu arba peržiūrėkite visus straipsnius.',
  all: 'Visi straipsniai',
  empty: 'Pagalbos straipsnių dar nėra.',
  loadFailed: 'Pagalbos įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  loading: 'Kraunama…',
  back: 'Visi pagalbos straipsniai',
  notFound: 'Straipsnis nerastas. Gal jis buvo pervadintas?',
  contact: 'Neradote atsakymo? Parašykite mums.',
  contactLink: 'Susisiekti',
} as const;
