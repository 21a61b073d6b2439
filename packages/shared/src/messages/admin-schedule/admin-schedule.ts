/**
 * The business admin's working hours: the weekly schedule of each specialist
 * (`/administratorius/tvarkarastis`), the overrides of single dates
 * (`/administratorius/tvarkarascio-pakeitimai/…`), the days off and Lithuania's public holidays
 * (`/administratorius/laisvadieniai/…`), and the question about visits a change would leave
 * outside working time.
 */
export const adminSchedule = {
  retry: 'Bandyti dar kartą',
  loading: 'Kraunama…',
  loadError: 'Duomenų įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  back: 'Atgal',
  cancel: 'Atšaukti',
  save: 'Išsaugoti',
  saving: 'Išsaugoma...',
  fixErrors: 'Prašome ištaisyti klaidas!',
  closed: 'Nedirba',
  everyone: 'Visas verslas',
  /** Weekday abbreviations, Monday first. */
  weekdaysShort: ['Pr', 'An', 'Tr', 'Kt', 'Pn', 'Št', 'Sk'],
  /** Weekday names in the genitive, Monday first: "Kopijuoti pirmadienio darbo laiką". */
  weekdaysGenitive: [
    'pirmadienio',
    'antradienio',
    'trečiadienio',
    'ketvirtadienio',
    'penktadienio',
    'šeštadienio',
    'sekmadienio',
  ],
  /** The schedule's entry page: the specialists and the coming overrides. */
  list: {
    title: 'Tvarkaraštis',
    intro: 'Kiekvieno specialisto savaitės darbo laikas, pavienių dienų pakeitimai ir tai, ką iš to mato klientai.',
    specialistsTitle: 'Specialistai',
    thisWeek: 'Ši savaitė',
    edit: 'Keisti darbo laiką',
    /** The accessible name of a specialist's link: `{name}: keisti darbo laiką`. */
    editOf: '{name}: keisti darbo laiką',
    noSpecialists: 'Verslas dar neturi specialistų. Pridėkite juos, tada čia nustatysite jų darbo laiką.',
    noHours: 'Darbo laikas dar nenustatytas',
    overridesTitle: 'Artimiausi tvarkaraščio pakeitimai',
    overridesIntro: 'Dienos, kai specialistas dirba kitu laiku arba nedirba.',
    noOverrides: 'Pakeitimų nėra: galioja savaitės darbo laikas.',
    newOverride: 'Naujas pakeitimas',
    daysOffLink: 'Laisvadieniai ir valstybinės šventės',
  },
  /** One specialist's weekly hours and the preview of the coming weeks. */
  week: {
    metaTitle: 'Darbo laikas',
    /** `{name}` – the specialist. */
    title: '{name}: darbo laikas',
    intro:
      'Nustatykite, kuriomis valandomis specialistas dirba kiekvieną savaitės dieną. Pertrauka – tai tarpas tarp dviejų intervalų.',
    formTitle: 'Savaitės darbo laikas',
    works: 'Dirba',
    addInterval: 'Pridėti intervalą',
    /** `{day}`: add an interval to that day. */
    addIntervalTo: 'Pridėti intervalą: {day}',
    removeInterval: 'Pašalinti',
    /** `{day}`, `{start}`–`{end}`: the accessible name of the remove button. */
    removeIntervalOf: 'Pašalinti intervalą {start}–{end} ({day})',
    from: 'Nuo',
    to: 'Iki',
    /** `{day}`, `{index}`: the accessible names of the two time fields of an interval. */
    fromOf: '{day}, {index} intervalo pradžia',
    toOf: '{day}, {index} intervalo pabaiga',
    copy: 'Kopijuoti į kitas dienas',
    /** `{day}` – the day copied from, in the genitive (`weekdaysGenitive`). */
    copyTitle: 'Kopijuoti {day} darbo laiką į:',
    copyWeekdays: 'Darbo dienas',
    copyAll: 'Visas dienas',
    copyApply: 'Kopijuoti',
    copyClose: 'Uždaryti',
    copied: 'Nukopijuota: {days}.',
    copyNothing: 'Pažymėkite bent vieną dieną.',
    /** Offered while every day is closed: fills Monday–Friday 09:00–18:00 in the form (saved only with the form). */
    starter: 'Pradėti nuo I–V 9:00–18:00',
    starterHint: 'Dar nė viena diena nepažymėta kaip darbo diena. Galite pradėti nuo įprastos darbo savaitės ir ją pasitaisyti.',
    starterFilled: 'Užpildyta: pirmadienis–penktadienis 9:00–18:00. Pasitaisykite, jei reikia, ir išsaugokite.',
    save: 'Išsaugoti darbo laiką',
    reset: 'Atmesti pakeitimus',
    saved: 'Darbo laikas išsaugotas.',
    unchanged: 'Pakeitimų nėra.',
    unsaved: 'Yra neišsaugotų pakeitimų.',
    previewTitle: 'Artimiausios savaitės',
    previewIntro: 'Taip darbo laiką skaičiuoja registracijos kalendorius: su pakeitimais, laisvadieniais ir šventėmis.',
    previousWeeks: 'Ankstesnės savaitės',
    nextWeeks: 'Tolesnės savaitės',
    /** `{from}` – `{to}`. */
    weekRange: '{from} – {to}',
    override: 'Pakeitimas',
    dayOff: 'Laisvadienis',
    /** `{count}` booked visits that day. */
    visits: 'Vizitų: {count}',
    today: 'Šiandien',
    overridesTitle: 'Šio specialisto tvarkaraščio pakeitimai',
    backToList: 'Visi specialistai',
  },
  /** The checks of the hours typed in (the API says the same). */
  errors: {
    time: 'Laikas turi būti formatu HH:MM.',
    endBeforeStart: 'Pabaiga turi būti vėliau nei pradžia.',
    overlap: 'Darbo laiko intervalai negali persidengti.',
    tooMany: 'Daugiausia 12 intervalų per dieną.',
    noIntervals: 'Pridėkite bent vieną darbo laiko intervalą arba pasirinkite „Nedirba“.',
    date: 'Pasirinkite datą.',
    endDate: 'Pabaigos data turi būti ne ankstesnė nei pradžios.',
    rangeTooLong: 'Vienu kartu galima pakeisti iki 92 dienų.',
    pastDate: 'Data negali būti praėjusi.',
    specialist: 'Pasirinkite specialistą.',
  },
  /** Schedule overrides: create and edit. */
  override: {
    createTitle: 'Naujas tvarkaraščio pakeitimas',
    editTitle: 'Tvarkaraščio pakeitimas',
    intro:
      'Vienai dienai ar kelioms dienoms iš eilės – kitas darbo laikas arba nedirbama. Kitomis dienomis galioja savaitės darbo laikas.',
    specialist: 'Specialistas',
    date: 'Data',
    startDate: 'Nuo',
    endDate: 'Iki (imtinai)',
    endDateHint: 'Palikite tuščią, jei keičiama viena diena.',
    kind: 'Tą dieną',
    works: 'Dirba kitu laiku',
    closed: 'Nedirba',
    intervals: 'Darbo laikas',
    note: 'Pastaba (matoma tik administratoriams)',
    save: 'Išsaugoti pakeitimą',
    created: 'Tvarkaraščio pakeitimas išsaugotas.',
    /** `{count}` dates. */
    createdMany: 'Išsaugoti tvarkaraščio pakeitimai: {count} d.',
    updated: 'Tvarkaraščio pakeitimas atnaujintas.',
    delete: 'Ištrinti pakeitimą',
    deleteTitle: 'Ištrinti tvarkaraščio pakeitimą?',
    deleteText: 'Tą dieną vėl galios savaitės darbo laikas.',
    deleteConfirm: 'Ištrinti',
    deleted: 'Tvarkaraščio pakeitimas ištrintas.',
    pastNote: 'Ši diena jau praėjo: pakeitimo keisti nebegalima.',
  },
  /** Days off and public holidays. */
  holidays: {
    title: 'Laisvadieniai',
    intro:
      'Verslo ar vieno specialisto laisvos dienos ir Lietuvos valstybinės šventės. Šiomis dienomis klientai užsiregistruoti negali.',
    ownTitle: 'Verslo laisvadieniai',
    newHoliday: 'Naujas laisvadienis',
    noHolidays: 'Artimiausiu metu laisvadienių nėra.',
    edit: 'Redaguoti',
    delete: 'Ištrinti',
    /** Accessible names of the row's links. */
    editOf: 'Redaguoti laisvadienį: {what}',
    deleteOf: 'Ištrinti laisvadienį: {what}',
    unnamed: 'Laisvadienis',
    /** `{days}` days long. */
    days: '{days} d.',
    publicTitle: 'Valstybinės šventės {year} m.',
    upcomingTitle: 'Artimiausios valstybinės šventės',
    upcoming: 'Artimiausios',
    /** A link to the whole year's holidays. */
    yearLink: '{year} m.',
    yearsNav: 'Valstybinių švenčių metai',
    publicIntro:
      'Valstybinės šventės – nedarbo dienos visiems. Jei tą dieną dirbate, šventę ištraukite: galios įprastas darbo laikas.',
    notWorking: 'Nedirbama',
    working: 'Dirbama (ištraukta)',
    exclude: 'Ištraukti',
    include: 'Atšaukti ištraukimą',
    /** Accessible names. */
    excludeOf: 'Ištraukti šventę: {name}',
    includeOf: 'Atšaukti ištraukimą: {name}',
    passed: 'Praėjo',
    createTitle: 'Naujas laisvadienis',
    editTitle: 'Laisvadienis',
    formIntro: 'Laisvadienis gali būti viena diena ar ilgesnis laikotarpis – visam verslui ar vienam specialistui.',
    startDate: 'Nuo',
    endDate: 'Iki (imtinai)',
    who: 'Kam',
    name: 'Pavadinimas',
    nameHint: 'Pvz., „Atostogos“ ar „Mokymai“. Klientai jo nemato.',
    save: 'Išsaugoti laisvadienį',
    created: 'Laisvadienis išsaugotas.',
    updated: 'Laisvadienis atnaujintas.',
    deleteTitle: 'Ištrinti laisvadienį?',
    deleteText: 'Tomis dienomis vėl galios įprastas darbo laikas, ir klientai galės registruotis.',
    deleteConfirm: 'Ištrinti laisvadienį',
    deleted: 'Laisvadienis ištrintas.',
    period: 'Laikotarpis',
    /** The exclude page of one public holiday. */
    excludeTitle: 'Valstybinė šventė',
    excludeText:
      'Šią dieną verslas nedirba. Ištraukus šventę, tą dieną galios įprastas darbo laikas ir klientai galės registruotis.',
    includeText: 'Ši šventė ištraukta: verslas tą dieną dirba įprastu laiku. Atšaukus ištraukimą, diena vėl bus nedarbo.',
    excludeConfirm: 'Ištraukti – tą dieną dirbame',
    includeConfirm: 'Atšaukti ištraukimą – nedirbame',
    excluded: 'Šventė ištraukta: tą dieną dirbate.',
    included: 'Ištraukimas atšauktas: tą dieną nedirbate.',
    state: 'Būsena',
    date: 'Data',
    holidayName: 'Šventė',
    backToList: 'Atgal į laisvadienius',
  },
  /** The question before a change that leaves booked visits outside working time. */
  affected: {
    title: 'Paliečiami užregistruoti vizitai',
    /** `{visits}`: "1 vizitas", "3 vizitai", "18 vizitų". */
    text: 'Po šio pakeitimo {visits} liktų už darbo laiko. Pasirinkite, ką su jais daryti.',
    /** `{visits}` more, not listed. */
    more: 'Sąraše nerodoma dar: {visits}.',
    /** The three Lithuanian plural forms of "visit" with a number. */
    visitOne: '{count} vizitas',
    visitFew: '{count} vizitai',
    visitMany: '{count} vizitų',
    keep: 'Palikti vizitus – klientams nieko nepranešama',
    cancel: 'Atšaukti vizitus ir pranešti klientams el. paštu',
    choice: 'Ką daryti su vizitais?',
    message: 'Žinutė klientams',
    messageHint: 'Ji bus laiške apie atšauktą vizitą. Nebūtina.',
    /** A walk-in without an account gets no mail. */
    noMail: 'be paskyros – praneškite telefonu',
    confirmKeep: 'Išsaugoti ir palikti vizitus',
    confirmCancel: 'Išsaugoti ir atšaukti vizitus',
    back: 'Grįžti',
    /** `{count}` visits cancelled (the toast after saving). */
    cancelled: 'Atšaukta vizitų: {count}. Klientams išsiųsti laiškai.',
    /** Some of them have no account: whom to phone (`{clients}`: „Jonas (+370 612 34567), Ona“). */
    cancelledCall:
      'Atšaukta vizitų: {count}. Laiškai išsiųsti klientams su paskyra. Paskambinkite šiems klientams be paskyros: {clients}.',
    checkFailed: 'Nepavyko patikrinti, ar pakeitimas paliečia vizitus. Bandykite dar kartą.',
    counter: '{count} / {max}',
  },
} as const;
