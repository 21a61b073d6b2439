/** The business admin area. */

export const adminMessages = {
  /** Menu of the business admin area. */
  adminNav: {
    home: 'Pradžia',
    appointments: 'Vizitai',
    calendar: 'Kalendorius',
    schedule: 'Tvarkaraštis',
    scheduleOverrides: 'Tvarkaraščio pakeitimai',
    holidays: 'Laisvadieniai',
    services: 'Paslaugos',
    gallery: 'Galerija',
    clientCards: 'Klientai',
    billing: 'Mokėjimai',
    settings: 'Nustatymai',
    help: 'Pagalba',
    chooseBusiness: 'Pasirinkite verslą',
  },
  /** The admin area's frame: shell, business switcher, the page for non-members, pages still to come. */
  adminArea: {
    /** Document title suffix: `{page} – {business}`. */
    metaTitle: '{page} – {business}',
    title: 'Administravimas',
    /** The appointments' list under "Vizitai" in the menu. */
    list: 'Sąrašas',
    /** The mobile menu button. */
    menu: 'Meniu',
    closeMenu: 'Uždaryti meniu',
    /** The switcher's label and the current business. */
    business: 'Verslas',
    /** `{count}` requests waiting for confirmation (the badge's accessible text). */
    pendingBadge: '{count} laukia patvirtinimo',
    /** The link back to the customer's side. */
    toSite: 'Grįžti į {brand}',
    forbidden: {
      title: 'Administravimas skirtas verslams',
      text: 'Jūsų paskyra nėra susieta su jokiu verslu. Jei teikiate grožio paslaugas, užregistruokite savo verslą – klientai galės registruotis pas jus internetu.',
      register: 'Registruoti verslą',
      home: 'Grįžti į pradžią',
    },
    /** The operator opened the area without naming a business. */
    chooseBusiness: 'Pasirinkite verslą: atidarykite administravimą su nuoroda ?verslas={slug}.',
    preparing: {
      title: 'Ruošiama',
      text: 'Šis skyrius dar ruošiamas. Kol kas tvarkykite vizitus sąraše.',
      back: 'Į vizitų sąrašą',
    },
  },

  /** The business's appointments: the list, the confirm and decline pages. */
  adminAppointments: {
    listTitle: 'Vizitai',
    pendingTitle: 'Laukia patvirtinimo',
    othersTitle: 'Kiti vizitai',
    filteredTitle: 'Vizitai',
    noPending: 'Naujų užklausų nėra.',
    empty: 'Vizitų pagal pasirinktus filtrus nerasta.',
    emptyAll: 'Vizitų dar nėra. Kai klientai užsiregistruos internetu, jų užklausos atsiras čia.',
    loading: 'Įkeliama...',
    loadError: 'Nepavyko įkelti vizitų. Patikrinkite interneto ryšį ir bandykite dar kartą.',
    retry: 'Bandyti dar kartą',
    /** `{from}`–`{to}` of `{total}`. */
    range: '{from}–{to} iš {total}',
    previous: 'Ankstesnis puslapis',
    next: 'Kitas puslapis',
    pagination: 'Puslapiai',
    filters: {
      title: 'Filtrai',
      status: 'Būsena',
      anyStatus: 'Visos būsenos',
      from: 'Nuo',
      to: 'Iki',
      specialist: 'Specialistas',
      anySpecialist: 'Visi specialistai',
      text: 'Klientas',
      textPlaceholder: 'Vardas, telefonas ar el. paštas',
      apply: 'Ieškoti',
      clear: 'Išvalyti filtrus',
    },
    labels: {
      time: 'Laikas',
      client: 'Klientas',
      services: 'Paslaugos',
      specialist: 'Specialistas',
      price: 'Kaina',
      status: 'Būsena',
      actions: 'Veiksmai',
      customerNote: 'Kliento pastaba',
      reason: 'Priežastis',
      phone: 'Telefonas',
      email: 'El. paštas',
    },
    /** A walk-in client without a name. */
    noClientName: 'Klientas be vardo',
    confirm: 'Patvirtinti',
    decline: 'Atmesti',
    confirming: 'Tvirtinama...',
    declining: 'Atmetama...',
    confirmed: 'Vizito užklausa patvirtinta. Klientas gaus pranešimą.',
    declined: 'Vizito užklausa atmesta. Klientas gaus pranešimą.',
    declineDialog: {
      title: 'Atmesti vizitą?',
      reason: 'Priežastis klientui',
      reasonHint: 'Nebūtina. Klientas matys ją prie savo vizito, pvz., „Tą dieną nedirbsime, pasirinkite kitą laiką“.',
      counter: '{count} iš {max} simbolių',
      confirm: 'Taip, atmesti',
      keep: 'Neatmesti',
    },
    confirmPage: {
      metaTitle: 'Patvirtinti vizitą',
      title: 'Patvirtinti vizitą',
      text: 'Patvirtinus klientas gaus pranešimą, o laikas liks užimtas.',
    },
    declinePage: {
      metaTitle: 'Atmesti vizitą',
      title: 'Atmesti vizitą',
      text: 'Atmetus laikas vėl bus laisvas, o klientas gaus pranešimą.',
    },
    /** The visit is no longer waiting: `{status}` in words. */
    notPending: 'Šio vizito būsena: {status}. Patvirtinti ar atmesti galima tik laukiantį vizitą.',
    backToList: 'Į vizitų sąrašą',
  },
} as const;
