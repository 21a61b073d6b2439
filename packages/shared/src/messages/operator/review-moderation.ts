/**
 * Moderating reviews: the operator's list (`/operatorius/atsiliepimai`) and the business's own
 * (`/administratorius/atsiliepimai`), the hide and report dialogs, and what the author and the
 * business are told (the Digital Services Act's statement of reasons).
 */
export const reviewModeration = {
  operatorTitle: 'Atsiliepimai',
  operatorIntro:
    'Visi klientų atsiliepimai su jų verslu ir vizitu. Paslėptas atsiliepimas dingsta iš viešo puslapio ir vidurkio; jo autorius ir verslas gauna priežastį. Verslų pranešti atsiliepimai rodomi pirmi.',
  reportedTitle: 'Verslų pranešti',
  noReported: 'Neperžiūrėtų pranešimų nėra.',
  views: { all: 'Visi', hidden: 'Paslėpti' },
  viewsLabel: 'Rodyti',
  empty: 'Atsiliepimų nėra.',
  emptyHidden: 'Paslėptų atsiliepimų nėra.',
  stars: '{rating} iš 5',
  visit: 'Vizito laikas {when}, pas {specialist}: {services}',
  noComment: 'Be komentaro.',
  hiddenBadge: 'Paslėptas',
  hiddenBy: 'Paslėptas {when}{by}. Priežastis: {reason}',
  reportBadge: 'Praneštas',
  reportedBy: 'Verslas pranešė {when}{by}: {reason}',
  byName: '({name})',
  hide: 'Paslėpti',
  hideOf: 'Paslėpti {author} atsiliepimą apie „{business}“',
  show: 'Grąžinti',
  showOf: 'Grąžinti {author} atsiliepimą apie „{business}“',
  keep: 'Palikti matomą',
  keepOf: 'Palikti matomą {author} atsiliepimą apie „{business}“',
  hideTitle: 'Paslėpti atsiliepimą',
  hideIntro:
    'Atsiliepimas dings iš viešo puslapio ir vidurkio. Priežastį gaus atsiliepimo autorius ir verslas, todėl rašykite aiškiai ir mandagiai.',
  reason: 'Priežastis',
  reasonPlaceholder: 'Pvz.: atsiliepime yra įžeidžiančių žodžių.',
  cancel: 'Atšaukti',
  confirmHide: 'Paslėpti',
  hidden: 'Atsiliepimas paslėptas. Autorius ir verslas gavo priežastį.',
  shown: 'Atsiliepimas vėl rodomas viešai.',
  kept: 'Pranešimas peržiūrėtas: atsiliepimas lieka matomas.',
  page: 'Puslapis {page}',
  previous: 'Ankstesni',
  next: 'Kiti',
  pagination: 'Atsiliepimų puslapiai',
  loadFailed: 'Nepavyko įkelti atsiliepimų.',
  tryAgain: 'Bandyti dar kartą',
  // The business's own list.
  adminTitle: 'Atsiliepimai',
  adminIntro:
    'Ką klientai parašė apie jūsų vizitus. Jei atsiliepimas įžeidžia, yra netiesa ar ne apie jūsų vizitą, praneškite platformai – ji peržiūrės ir, jei reikia, paslėps jį.',
  adminSummary: 'Viešai rodoma: {count}, vidurkis {average}',
  adminSummaryNone: 'Viešai rodomų atsiliepimų dar nėra.',
  adminEmpty: 'Atsiliepimų dar nėra. Jie atsiras, kai klientai įvertins įvykusius vizitus.',
  report: 'Pranešti',
  reportOf: 'Pranešti apie {author} atsiliepimą',
  reportTitle: 'Pranešti apie atsiliepimą',
  reportIntro: 'Parašykite, kodėl atsiliepimas neturėtų būti rodomas. Platformos operatorius peržiūrės jį ir praneš sprendimą.',
  reportPlaceholder: 'Pvz.: šis klientas pas mus nesilankė.',
  confirmReport: 'Pranešti',
  reported: 'Pranešta. Operatorius peržiūrės atsiliepimą.',
  reportPending: 'Pranešta {when}: laukia operatoriaus peržiūros.',
  reportKept: 'Pranešta {when}: operatorius paliko atsiliepimą matomą.',
  hiddenForBusiness: 'Paslėptas {when}. Priežastis: {reason}',
  validation: {
    reason: 'Įrašykite priežastį.',
    reasonLength: 'Priežastis gali būti iki 1000 simbolių.',
    view: 'Pasirinkite, kuriuos atsiliepimus rodyti.',
    page: 'Neteisingas puslapio numeris.',
    id: 'Neteisingas atsiliepimo identifikatorius.',
  },
  /** The in-app notifications and the mails of a hidden review. */
  notice: {
    author:
      'Jūsų atsiliepimą apie „{business}“ platforma paslėpė: jis neberodomas viešai ir neįskaičiuojamas į vidurkį. Priežastis: {reason}',
    business:
      'Platforma paslėpė {author} atsiliepimą ({rating} iš 5): jis neberodomas viešai ir neįskaičiuojamas į vidurkį. Priežastis: {reason}',
    authorSubject: 'Jūsų atsiliepimas apie „{business}“ paslėptas',
    businessSubject: 'Atsiliepimas apie „{business}“ paslėptas',
    mailFooter: 'Jei manote, kad sprendimas klaidingas, atsakykite į šį laišką – peržiūrėsime jį dar kartą.',
  },
} as const;
