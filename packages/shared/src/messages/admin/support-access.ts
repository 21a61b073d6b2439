/** Support access with consent: the owner's section of `/administratorius/nustatymai`, and the operator's banner. */
export const supportAccess = {
  title: 'Pagalbos prieiga',
  intro:
    'Jei prašote platformos pagalbos, galite laikinai leisti operatoriui tvarkyti jūsų verslo nustatymus, paslaugas ir vizitus. Slaptažodžių, el. pašto adresų ir verslo narių jis keisti negalės. Kiekvienas jo veiksmas įrašomas žemiau; prieigą galite nutraukti bet kada.',
  hours: 'Kiek laiko',
  hoursOption: { one: '{count} valanda', few: '{count} valandos', other: '{count} valandų' },
  grant: 'Suteikti prieigą',
  granted: 'Pagalbos prieiga suteikta iki {until}.',
  activeUntil: 'Operatorius gali tvarkyti jūsų verslą iki {until}.',
  end: 'Nutraukti prieigą',
  endConfirmTitle: 'Nutraukti pagalbos prieigą?',
  endConfirm: 'Operatorius nebegalės nieko keisti jūsų versle. Jo jau atlikti pakeitimai liks.',
  endCancel: 'Palikti',
  ended: 'Pagalbos prieiga nutraukta.',
  none: 'Šiuo metu operatorius jūsų verslo keisti negali.',
  logTitle: 'Operatoriaus veiksmai',
  logEmpty: 'Operatorius jūsų versle dar nieko nekeitė.',
  logBy: '{operator}',
  unknownOperator: 'Operatorius',
  loading: 'Kraunama…',
  loadFailed: 'Nepavyko įkelti pagalbos prieigos.',
  tryAgain: 'Bandyti dar kartą',
  /** The operator's banner over the admin pages of a business she is not a member of. */
  bannerActive:
    'Pagalbos prieiga: dirbate „{business}“ vardu iki {until}. Kiekvienas pakeitimas įrašomas savininkui matomame žurnale.',
  bannerReadOnly: 'Peržiūrite „{business}“ kaip operatorius: be savininko suteiktos pagalbos prieigos nieko keisti negalima.',
  validation: {
    hours: 'Pasirinkite nuo 1 iki 72 valandų.',
  },
} as const;
