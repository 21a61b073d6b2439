/** The business admin's calendar (`/administratorius/vizitai/kalendorius`). */

export const adminCalendar = {
  title: 'Kalendorius',
  loading: 'Kraunamas kalendorius…',
  loadError: 'Kalendoriaus įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  noSpecialists: 'Verslas dar neturi specialistų: pridėkite juos ir jų darbo laiką, tada čia matysite vizitus.',
  /** Toolbar. */
  today: 'Šiandien',
  previousDay: 'Ankstesnė diena',
  nextDay: 'Kita diena',
  previousWeek: 'Ankstesnė savaitė',
  nextWeek: 'Kita savaitė',
  view: 'Rodinys',
  dayView: 'Diena',
  weekView: 'Savaitė',
  specialist: 'Specialistas',
  allSpecialists: 'Visi specialistai',
  date: 'Data',
  newAppointment: 'Naujas vizitas',
  showCancelled: 'Rodyti atšauktus ir atmestus',
  /** `{from}` – `{to}`: the week shown. */
  weekRange: '{from} – {to}',
  /** Working-hours shading. */
  closed: 'Nedirba',
  dayOff: 'Laisvadienis',
  /** A public holiday the business works on. */
  publicHolidayWorked: '{name} (dirbama)',
  legend: 'Spalvos',
  hint: 'Vilkite vizitą, kad perkeltumėte jį į kitą laiką ar pas kitą specialistą; vilkite jo kraštą, kad pakeistumėte trukmę. Spustelėkite laisvą laiką, kad sukurtumėte vizitą.',
  timeZoneNote: 'Laikas rodomas Vilniaus laiku.',
  /** The move / resize confirmation. */
  move: {
    title: 'Perkelti vizitą?',
    text: '{client}: {from} → {to}',
    toSpecialist: 'Pas specialistą: {name}',
    resizeTitle: 'Pakeisti vizito trukmę?',
    resizeText: '{client}: {from} → {to} ({minutes} min.)',
    notify: 'Pranešti klientui el. paštu',
    confirm: 'Perkelti',
    confirmResize: 'Pakeisti',
    cancel: 'Atšaukti',
    done: 'Vizito laikas pakeistas.',
    resized: 'Vizito trukmė pakeista.',
    /** The wall-clock time does not exist (the night the clocks go forward). */
    noSuchTime: 'Tokio laiko tą naktį nėra: laikrodžiai pasukami valanda pirmyn. Pasirinkite kitą laiką.',
    failed: 'Vizito perkelti nepavyko.',
  },
  /** The side panel of one appointment. */
  panel: {
    title: 'Vizito informacija',
    close: 'Uždaryti',
    when: 'Laikas',
    client: 'Klientas',
    phone: 'Telefonas',
    services: 'Paslaugos',
    specialist: 'Specialistas',
    price: 'Kaina',
    status: 'Būsena',
    customerNote: 'Kliento pastaba',
    adminNote: 'Privati pastaba',
    history: 'Pakeitimų istorija',
    noHistory: 'Pakeitimų nėra.',
    edit: 'Redaguoti',
    confirm: 'Patvirtinti',
    decline: 'Atmesti',
    loading: 'Kraunama…',
    loadError: 'Vizito įkelti nepavyko.',
  },
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const adminCalendarMessages = { adminCalendar } as const;
