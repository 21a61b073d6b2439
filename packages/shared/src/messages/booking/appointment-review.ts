/** Section 2.2 (2). */
export const appointmentReview = {
  title: 'Kaip vertinate vizitą?',
  text: 'Jūsų įvertinimas padės kitiems klientams išsirinkti specialistą.',
  star: '{stars} iš 5',
  thanks: 'Ačiū už įvertinimą!',
  /** `{business}`, `{date}` and `{services}` of the visit being rated. */
  visit: '{business}, {date}: {services}',
  saving: 'Išsaugoma...',
  commentTitle: 'Ačiū! Gal norėtumėte parašyti ir atsiliepimą?',
  commentLabel: 'Atsiliepimas (nebūtina)',
  commentPlaceholder: 'Kas patiko? Ką būtų galima padaryti geriau?',
  commentCounter: '{count} iš {max} simbolių',
  commentSave: 'Išsaugoti atsiliepimą',
  commentSaved: 'Atsiliepimas išsaugotas. Ačiū!',
  skip: 'Ne dabar',
  failed: 'Įvyko klaida! Įvertinimas nebuvo išsaugotas. Bandykite dar kartą.',
} as const;
