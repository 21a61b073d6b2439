/**
 * What the business sells and who does it: the services page (`/administratorius/paslaugos`, with
 * the categories), the specialists page (`/administratorius/specialistai`, with the staff
 * invitations), the booking rules section of the settings page (`/administratorius/nustatymai`) and
 * the page of a staff invitation's link (`/komandos-kvietimas`). docs/decisions/025.
 */

export const adminCatalogue = {
  loading: 'Kraunama…',
  loadError: 'Duomenų įkelti nepavyko. Patikrinkite ryšį ir bandykite dar kartą.',
  retry: 'Bandyti dar kartą',
  save: 'Išsaugoti',
  cancel: 'Atšaukti',
  close: 'Uždaryti',
  saved: 'Pakeitimai išsaugoti.',
  fixErrors: 'Prašome ištaisyti klaidas!',
  edit: 'Redaguoti',
  /** `{name}`: the accessible name of an edit button. */
  editOf: 'Redaguoti: {name}',
  deactivate: 'Išjungti',
  activate: 'Įjungti',
  deactivateOf: 'Išjungti: {name}',
  activateOf: 'Įjungti: {name}',
  inactive: 'Išjungta',
  /** The drag handle's accessible name: `Perkelti: {name}`. */
  moveOf: 'Perkelti: {name}',
  /** dnd-kit's announcements for a screen reader, in Lithuanian. */
  dragInstructions:
    'Norėdami perkelti, paspauskite tarpo klavišą, rodyklėmis aukštyn ir žemyn pasirinkite vietą ir dar kartą paspauskite tarpą. Escape – atšaukti.',
  dragStart: 'Paimta: {name}.',
  dragOver: '{name} perkelta į {position} vietą.',
  dragEnd: '{name} padėta į {position} vietą.',
  dragCancel: 'Perkėlimas atšauktas: {name} liko savo vietoje.',
  orderSaved: 'Nauja eilės tvarka išsaugota.',
  ownerOnly: 'Keisti gali tik verslo savininkas. Jūs matote, kaip yra nustatyta.',

  services: {
    title: 'Paslaugos',
    intro:
      'Ką siūlote klientams: trukmė, kaina, pertrauka po paslaugos ir kas ją atlieka. Tvarką keiskite tempdami (arba klaviatūra).',
    add: 'Nauja paslauga',
    empty: 'Paslaugų dar nėra. Pridėkite pirmąją – ją iš karto matys klientai registracijos puslapyje.',
    uncategorised: 'Be kategorijos',
    emptyCategory: 'Šioje kategorijoje paslaugų dar nėra.',
    addIn: 'Nauja paslauga kategorijoje „{name}“',
    /** `{duration}` e.g. "1 val. 30 min.", `{price}` e.g. "35,00 €". */
    summary: '{duration} · {price}',
    priceFrom: 'nuo {price}',
    free: 'Nemokamai',
    buffer: '+ {minutes} min. pertrauka',
    nobody: 'Niekas neatlieka – klientai jos nematys',
    /** `{names}`: the specialists' names. */
    by: 'Atlieka: {names}',
    createTitle: 'Nauja paslauga',
    editTitle: 'Redaguoti paslaugą',
    created: 'Paslauga „{name}“ sukurta.',
    deactivated: 'Paslauga „{name}“ išjungta.',
    activated: 'Paslauga „{name}“ vėl įjungta.',
    confirmDeactivateTitle: 'Išjungti paslaugą?',
    confirmDeactivate:
      '„{name}“ nebebus siūloma klientams registracijos puslapyje. Jau užregistruoti vizitai lieka. Vėl įjungti galėsite bet kada.',
    confirmActivateTitle: 'Įjungti paslaugą?',
    confirmActivate: '„{name}“ vėl bus siūloma klientams registracijos puslapyje.',
    fields: {
      name: 'Pavadinimas',
      category: 'Kategorija',
      noCategory: 'Be kategorijos',
      description: 'Aprašymas',
      descriptionHint: 'Neprivaloma. Klientai jį mato renkantis paslaugą.',
      duration: 'Trukmė, min.',
      durationHint: 'Nuo 5 iki 600 min., kas 5 min.',
      price: 'Kaina, €',
      priceHint: 'Pavyzdžiui, 35 arba 35,50. 0 – nemokamai.',
      priceFrom: 'Kaina „nuo“ (galutinė gali būti didesnė)',
      buffer: 'Pertrauka po paslaugos, min.',
      bufferHint: 'Laikas tvarkymuisi: per jį kitas klientas neužsiregistruos.',
      specialists: 'Kas atlieka',
      specialistsHint: 'Paslauga rodoma klientams tik kai ją atlieka bent vienas aktyvus specialistas.',
      noSpecialists: 'Specialistų dar nėra.',
    },
  },

  categories: {
    title: 'Kategorijos',
    intro: 'Kategorijos grupuoja paslaugas registracijos puslapyje (pvz., „Kirpimai“, „Dažymai“).',
    add: 'Nauja kategorija',
    empty: 'Kategorijų nėra: visos paslaugos rodomos vienu sąrašu.',
    name: 'Kategorijos pavadinimas',
    createTitle: 'Nauja kategorija',
    renameTitle: 'Pervadinti kategoriją',
    rename: 'Pervadinti',
    renameOf: 'Pervadinti: {name}',
    delete: 'Ištrinti',
    deleteOf: 'Ištrinti: {name}',
    up: 'Aukštyn',
    down: 'Žemyn',
    upOf: 'Perkelti aukštyn: {name}',
    downOf: 'Perkelti žemyn: {name}',
    count: { one: '{count} paslauga', few: '{count} paslaugos', other: '{count} paslaugų' },
    confirmDeleteTitle: 'Ištrinti kategoriją?',
    confirmDelete: 'Kategorija „{name}“ bus ištrinta. Jos paslaugos liks, tik be kategorijos.',
    deleted: 'Kategorija „{name}“ ištrinta.',
    created: 'Kategorija „{name}“ sukurta.',
  },

  specialists: {
    title: 'Specialistai',
    intro:
      'Kas priima klientus ir kokia tvarka jie rodomi registracijos puslapyje. Specialistą galite pakviesti prisijungti savo paskyra: ji matys savo vizitus ir tvarkaraštį.',
    add: 'Naujas specialistas',
    empty: 'Specialistų dar nėra. Pridėkite bent vieną – be jo klientai negalės užsiregistruoti.',
    createTitle: 'Naujas specialistas',
    editTitle: 'Redaguoti specialistą',
    created: '„{name}“ pridėta (-as). Nustatykite darbo laiką.',
    deactivated: '„{name}“ išjungta (-as).',
    activated: '„{name}“ vėl įjungta (-as).',
    photoLater: 'Nuotrauka',
    photo: {
      none: 'Nuotrauka dar neįkelta: klientai mato inicialus.',
      upload: 'Įkelti nuotrauką',
      replace: 'Keisti nuotrauką',
      remove: 'Pašalinti nuotrauką',
      removeConfirm: 'Pašalinti specialisto nuotrauką? Klientai vėl matys inicialus.',
    },
    services: { zero: 'Paslaugų nepriskirta', one: '{count} paslauga', few: '{count} paslaugos', other: '{count} paslaugų' },
    schedule: 'Darbo laikas',
    scheduleOf: 'Darbo laikas: {name}',
    login: 'Prisijungia kaip {email}',
    invited: 'Pakviesta (-as): {email}, kvietimas galioja iki {date}',
    noLogin: 'Neturi savo prisijungimo',
    invite: 'Pakviesti prisijungti',
    inviteOf: 'Pakviesti prisijungti: {name}',
    inviteAgain: 'Siųsti iš naujo',
    inviteAgainOf: 'Siųsti iš naujo: {name}',
    revoke: 'Atšaukti kvietimą',
    revokeOf: 'Atšaukti kvietimą: {name}',
    inviteTitle: 'Pakviesti prisijungti',
    inviteText:
      'Išsiųsime laišką su nuoroda (galioja 7 dienas). Ją atidariusi, „{name}“ prisijungs arba susikurs paskyrą ir prisijungs prie jūsų verslo kaip darbuotoja: matys ir tvarkys vizitus bei tvarkaraštį, bet nekeis paslaugų, specialistų ir nustatymų.',
    inviteEmail: 'El. pašto adresas',
    inviteSend: 'Siųsti kvietimą',
    inviteSent: 'Kvietimas išsiųstas adresu {email}.',
    revoked: 'Kvietimas atšauktas: nuoroda nebegalioja.',
    confirmDeactivateTitle: 'Išjungti specialistą?',
    confirmDeactivate:
      '„{name}“ nebebus galima pasirinkti registruojantis. Jau užregistruoti vizitai lieka, prisijungimas (jei yra) taip pat. Vėl įjungti galėsite bet kada.',
    confirmActivateTitle: 'Įjungti specialistą?',
    confirmActivate: '„{name}“ vėl bus galima pasirinkti registruojantis.',
    fields: {
      name: 'Vardas',
      title: 'Pareigos',
      titleHint: 'Neprivaloma, pvz., „Kirpėja-stilistė“.',
      bio: 'Apie specialistą',
      services: 'Atliekamos paslaugos',
      noServices: 'Paslaugų dar nėra.',
    },
  },

  settings: {
    title: 'Nustatymai',
    intro: 'Verslo nustatymai, suskirstyti į skyrius.',
    /** The page's table of contents. */
    sections: 'Skyriai',
  },

  bookingRules: {
    title: 'Registracijos taisyklės',
    intro: 'Kada ir kaip klientai gali užsiregistruoti. Pakeitimai registracijos puslapyje galioja iš karto.',
    minimumNotice: 'Mažiausiai iki vizito',
    minimumNoticeHint: 'Kiek anksčiausiai prieš vizitą klientas gali užsiregistruoti.',
    maxAdvance: 'Registruotis iš anksto, dienų',
    maxAdvanceHint: 'Kiek dienų į priekį rodomi laisvi laikai (1–730).',
    slotStep: 'Laikų žingsnis',
    slotStepHint: 'Kas kiek minučių siūlomi pradžios laikai.',
    confirmation: 'Naujos registracijos',
    autoConfirm: 'Patvirtinamos automatiškai',
    manualConfirm: 'Laukia mano patvirtinimo',
    cancellationDeadline: 'Klientas gali atšaukti likus ne mažiau kaip',
    cancellationDeadlineHint: 'Vėliau atšaukti vizito internetu nebegalima.',
    none: 'Bet kada',
    minutes: '{count} min.',
    hours: { one: '{count} valanda', few: '{count} valandos', other: '{count} valandų' },
    days: { one: '{count} diena', few: '{count} dienos', other: '{count} dienų' },
    saved: 'Registracijos taisyklės išsaugotos.',
  },

  staffInvitation: {
    metaTitle: 'Kvietimas į komandą',
    title: 'Kvietimas prisijungti prie komandos',
    /** `{business}`, `{specialist}`. */
    text: '„{business}“ kviečia jus prisijungti prie komandos kaip specialistę (-ą) „{specialist}“. Turėsite savo prisijungimą: matysite ir tvarkysite savo vizitus bei tvarkaraštį.',
    sentTo: 'Kvietimas išsiųstas adresu {email}.',
    loginFirst: 'Norėdami priimti kvietimą, prisijunkite arba susikurkite paskyrą.',
    login: 'Prisijungti',
    register: 'Susikurti paskyrą',
    /** `{name}`, `{email}`: the logged-in person. */
    asUser: 'Kvietimą priimsite kaip {name} ({email}).',
    accept: 'Priimti kvietimą',
    accepting: 'Priimama...',
    invalidTitle: 'Kvietimas negalioja',
    invalid: 'Kvietimas nerastas, nebegalioja arba jau panaudotas. Paprašykite verslo atsiųsti naują.',
    home: 'Į pradžią',
    accepted: 'Sveiki prisijungę prie „{business}“ komandos!',
  },
} as const;

/** The area's sections together (the catalogue's tests; the service worker reads one area). */
export const adminCatalogueMessages = { adminCatalogue } as const;
