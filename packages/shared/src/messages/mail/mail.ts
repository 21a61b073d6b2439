/** E-mails (HTML and plain text). `{name}` is the person's name, `{brandGenitive}` the product name's genitive (`BRAND.genitive`). */
export const mail = {
  greeting: 'Sveiki, {name},',
  signature: '{brandGenitive} komanda',
  automatic: 'Šis laiškas išsiųstas automatiškai, į jį atsakyti nereikia.',
  linkFallback: 'Jei mygtukas neveikia, nukopijuokite šią nuorodą į naršyklės adreso laukelį:',
  notYou: 'Jei to nedarėte, šį laišką galite tiesiog ignoruoti.',
  verification: {
    subject: 'Patvirtinkite el. pašto adresą',
    intro: 'ačiū, kad užsiregistravote. Patvirtinkite el. pašto adresą paspaudę mygtuką:',
    action: 'Patvirtinti el. pašto adresą',
    expires: 'Nuoroda galioja 48 valandas.',
  },
  emailChange: {
    subject: 'Patvirtinkite naują el. pašto adresą',
    intro: 'gavome prašymą pakeisti jūsų paskyros el. pašto adresą į šį. Patvirtinkite jį paspaudę mygtuką:',
    action: 'Patvirtinti naują adresą',
    expires: 'Nuoroda galioja 48 valandas.',
  },
  passwordReset: {
    subject: 'Slaptažodžio atkūrimas',
    intro: 'gavome prašymą atkurti jūsų paskyros slaptažodį. Naują slaptažodį nustatysite paspaudę mygtuką:',
    action: 'Nustatyti naują slaptažodį',
    expires: 'Nuoroda galioja 1 valandą ir tik vieną kartą.',
  },
  /** A business invites a person to its team as one of its specialists (docs/decisions/025). */
  staffInvitation: {
    subject: 'Kvietimas prisijungti prie „{business}“ komandos',
    intro:
      '{inviter} kviečia jus prisijungti prie „{business}“ komandos kaip specialistę (-ą) „{specialist}“: turėsite savo prisijungimą, matysite savo vizitus ir tvarkaraštį. Kvietimą priimsite paspaudę mygtuką:',
    action: 'Priimti kvietimą',
    expires: 'Nuoroda galioja 7 dienas ir tik vieną kartą.',
    notYou: 'Jei šio kvietimo nelaukėte, laišką galite tiesiog ignoruoti.',
  },
  /**
   * Mails about a visit. `{business}` is the business's name, `{client}` the client's, `{when}` the
   * visit's date and time in the business's zone.
   */
  appointment: {
    details: {
      when: 'Laikas',
      business: 'Verslas',
      address: 'Adresas',
      phone: 'Telefonas',
      specialist: 'Specialistas',
      services: 'Paslaugos',
      price: 'Kaina',
      client: 'Klientas',
      clientPhone: 'Kliento telefonas',
      clientEmail: 'Kliento el. paštas',
      note: 'Kliento pastaba',
      reason: 'Priežastis',
      before: 'Buvo',
      after: 'Dabar',
      cancellation: 'Atšaukti internetu',
      /** `{until}`: „2027 m. kovo 23 d. 10:00“; `{deadline}`: „24 val.“. */
      cancellationUntil: 'iki {until} ({deadline} prieš vizitą); vėliau – tik paskambinus verslui',
      cancellationUntilStart: 'iki pat vizito pradžios',
    },
    visitsAction: 'Mano vizitai',
    received: {
      subject: 'Vizito užklausa gauta – {business}',
      intro: 'gavome jūsų vizito užklausą. Kai {business} ją patvirtins, jums pranešime.',
    },
    confirmed: {
      subject: 'Jūsų vizitas patvirtintas – {business}',
      intro: '{business} patvirtino jūsų vizitą. Laukiame jūsų!',
    },
    declined: {
      subject: 'Jūsų vizitas nepatvirtintas – {business}',
      intro: 'deja, {business} negali jūsų priimti pasirinktu laiku. Pasirinkite kitą laiką – laisvų laikų dar yra.',
      action: 'Pasirinkti kitą laiką',
    },
    moved: {
      subject: 'Pakeistas vizito laikas – {business}',
      intro: '{business} pakeitė jūsų vizito laiką. Jei naujas laikas netinka, susisiekite su verslu.',
    },
    cancelledByBusiness: {
      subject: 'Jūsų vizitas atšauktas – {business}',
      intro: '{business} atšaukė jūsų vizitą. Atsiprašome už nepatogumus.',
      action: 'Pasirinkti kitą laiką',
    },
    newRequest: {
      subject: 'Nauja vizito užklausa: {client}, {when}',
      intro: 'gavote naują vizito užklausą. Patvirtinkite arba atmeskite ją – klientas gaus laišką.',
      confirm: 'Patvirtinti',
      decline: 'Atmesti',
    },
    newBooking: {
      subject: 'Naujas vizitas: {client}, {when}',
      intro: 'užsiregistruotas naujas vizitas. Jis patvirtintas iš karto.',
      action: 'Vizitų sąrašas',
    },
    cancelledByCustomer: {
      subject: 'Klientas atšaukė vizitą: {client}, {when}',
      intro: 'klientas atšaukė vizitą, laikas vėl laisvas.',
      action: 'Vizitų sąrašas',
    },
  },
} as const;
