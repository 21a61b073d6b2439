/** The operator's card of one business (`/operatorius/verslai/{id}`). */
export const operatorBusinessCard = {
  back: 'Visi verslai',
  registered: 'Užsiregistravo',
  lastBooking: 'Paskutinė registracija',
  contactsTitle: 'Kontaktų istorija',
  noContacts: 'Su šiuo verslu dar nesusisiekta.',
  membersTitle: 'Savininkas ir darbuotojai',
  noMembers: 'Verslas neturi prisijungusių narių.',
  roles: { owner: 'Savininkas', staff: 'Darbuotojas' },
  memberSince: 'nuo {date}',
  stepsTitle: 'Pradžios žingsniai',
  stepStates: { done: 'Atlikta', skipped: 'Praleista', todo: 'Neatlikta' },
  required: 'būtina',
  countsTitle: 'Skaičiai',
  counts: {
    services: 'Paslaugos',
    specialists: 'Specialistai',
    visitsThisMonth: 'Vizitai šį mėnesį',
    reviews: 'Atsiliepimai',
    averageRating: 'Vidutinis įvertinimas',
  },
  noRating: '—',
} as const;
