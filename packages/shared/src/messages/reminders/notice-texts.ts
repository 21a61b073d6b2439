/** The in-app rows of a visit's own notices; `{business}`, `{services}`, `{when}` as the other rows. */
export const noticeTexts = {
  reminder: 'Primename: {when} jūsų laukia „{business}“ ({services}).',
  reviewRequest: 'Kaip jums patiko „{business}“? Įvertinkite vizitą ({services}, {when}) – tai užtruks minutę.',
} as const;
