/** `/administratorius/dalintis-nuoroda`. */
export const adminShare = {
  title: 'Nuoroda klientams',
  intro:
    'Šia nuoroda klientai užsiregistruoja pas jus internetu. Įdėkite ją į Instagram ar Facebook profilį, atsiųskite žinute ar atsispausdinkite QR kodą salonui.',
  linkTitle: 'Jūsų registracijos nuoroda',
  ownDomain: 'Nuoroda jūsų domene {domain}.',
  copy: 'Kopijuoti nuorodą',
  /** The share helper's label with native sharing (seed 2.2 item 15: the supplied title). */
  share: 'Dalintis',
  open: 'Atidaryti',
  openLabel: 'Atidaryti registracijos puslapį naujame lange',
  qrTitle: 'QR kodas',
  qrText:
    'Atsispausdinkite ir padėkite prie kasos ar ant veidrodžio: klientė nufotografuoja kodą telefonu ir iškart patenka į registraciją.',
  /** The QR image's alternative text. */
  qrAlt: 'Registracijos nuorodos QR kodas: {link}',
  downloadPng: 'Atsisiųsti PNG',
  downloadSvg: 'Atsisiųsti SVG',
  print: 'Spausdinti',
  embedTitle: 'Jūsų svetainei',
  embedText: 'Nukopijuokite kodą ir įdėkite jį į savo svetainės puslapį (WordPress, Wix ar kitur – kaip HTML bloką).',
  buttonTitle: 'Mygtukas',
  buttonText: 'Mygtukas atidaro registraciją naujame lange.',
  buttonLabel: 'Registruotis internetu',
  frameTitle: 'Registracijos langas',
  frameText:
    'Klientė pasirenka paslaugą, specialistą ir laiką jūsų svetainėje, o registraciją užbaigia {brandGenitive} puslapyje.',
  /** The iframe's title attribute in the snippet: `{business}`. */
  frameLabel: 'Registracija internetu – {business}',
  copyCode: 'Kopijuoti kodą',
  codeCopied: 'Kodas nukopijuotas sėkmingai!',
  preview: 'Peržiūra',
  /** The accessible name of a snippet's text area: `{what}`. */
  codeOf: '{what}: HTML kodas',
  sharedNote: 'Pradžios žingsnis „Pasidalinkite savo nuoroda“ atliktas.',
  inviteTitle: 'Pakvieskite esamus klientus',
  inviteText: 'Turite klientų el. pašto adresų? Išsiųskite jiems kvietimą registruotis internetu.',
  inviteAction: 'Pakviesti klientus',
  loadFailed: 'Nuorodos įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  loading: 'Kraunama…',
} as const;
