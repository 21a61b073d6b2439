/** The operator's page of the browsers' errors, grouped (`/operatorius/klaidos`). */
export const operatorClientErrors = {
  title: 'Naršyklių klaidos',
  intro:
    'Klaidos, kurias pranešė lankytojų naršyklės, sugrupuotos pagal pranešimą ir vietą. El. pašto adresai ir telefono numeriai pašalinami prieš išsaugant.',
  open: 'Neišspręstos',
  resolvedTitle: 'Išspręstos',
  none: 'Neišspręstų klaidų nėra.',
  count: { one: '{count} kartą', few: '{count} kartus', other: '{count} kartų' },
  seen: 'Pirmą kartą {first}, paskutinį {last}',
  place: 'Vieta',
  browsers: 'Naršyklės',
  pages: 'Puslapiai',
  unknownPlace: 'nežinoma',
  resolve: 'Pažymėti išspręsta',
  resolveOf: 'Pažymėti išspręsta: {message}',
  resolved: 'Grupė pažymėta išspręsta. Nauja tokia klaida ją vėl atvers.',
  loadFailed: 'Nepavyko įkelti klaidų.',
  tryAgain: 'Bandyti dar kartą',
} as const;
