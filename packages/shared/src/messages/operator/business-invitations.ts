/** The operator invites new businesses by e-mail (`/operatorius/kvietimai`), and the mail they get. */
export const businessInvitations = {
  title: 'Kvietimai verslams',
  intro:
    'Pakvieskite naują verslą el. paštu: laiške bus registracijos nuoroda su jau įrašytu pavadinimu ir adresu. Užsiregistravęs verslas atsimins, kas jį pakvietė.',
  formTitle: 'Naujas kvietimas',
  email: 'El. pašto adresas',
  businessName: 'Verslo pavadinimas',
  personName: 'Kam laiškas (nebūtina)',
  personNamePlaceholder: 'Pvz.: Rasa',
  send: 'Siųsti kvietimą',
  outcomes: {
    sent: 'Kvietimas išsiųstas: {email}.',
    already_business: '{email} jau turi verslą platformoje – kvietimas nesiųstas.',
    recently_invited: '{email} jau pakviestas per pastarąsias 14 dienų – kvietimas nesiųstas.',
    unsubscribed: '{email} atsisakė kvietimų – kvietimas nesiųstas.',
  },
  listTitle: 'Išsiųsti kvietimai',
  empty: 'Kvietimų dar nesiųsta.',
  sentBy: 'Išsiųsta {when}{by}',
  byName: '({name})',
  registered: 'Užsiregistravo {when}:',
  waiting: 'Dar neužsiregistravo',
  unsubscribedBadge: 'Atsisakė kvietimų',
  loadFailed: 'Nepavyko įkelti kvietimų.',
  tryAgain: 'Bandyti dar kartą',
  validation: {
    businessName: 'Įrašykite verslo pavadinimą.',
    businessNameLength: 'Pavadinimas gali būti iki 100 simbolių.',
    personName: 'Vardas gali būti iki 100 simbolių.',
  },
  /** The mail. `{business}` the business's name, `{inviter}` the operator, `{brand}` the product. */
  mail: {
    subject: 'Kvietimas „{business}“ prisijungti prie {brandGenitive}',
    greeting: 'Sveiki, {name},',
    greetingNoName: 'Sveiki,',
    body: '{inviter} kviečia „{business}“ priimti registracijas internetu: klientai patys pasirenka paslaugą ir laiką, o jūs matote visus vizitus viename kalendoriuje ir gaunate priminimus. Registracija nemokama ir užtrunka kelias minutes.',
    cta: 'Registruoti verslą',
    linkNote: 'Nuoroda jau užpildyta jūsų verslo pavadinimu ir el. pašto adresu.',
    footer: 'Jei nenorite daugiau kvietimų, atsisakykite jų:',
    unsubscribe: 'Atsisakyti kvietimų',
    signature: '{brandGenitive} komanda',
  },
  /** The registration page, opened from the mail's link. */
  prefilled:
    'Jus pakvietė prisijungti. Pavadinimą ir el. pašto adresą jau įrašėme – patikrinkite ir užpildykite likusius laukus.',
} as const;
