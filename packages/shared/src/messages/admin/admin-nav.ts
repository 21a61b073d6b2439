/** Menu of the business admin area. */
export const adminNav = {
  home: 'Pradžia',
  appointments: 'Vizitai',
  calendar: 'Kalendorius',
  schedule: 'Tvarkaraštis',
  scheduleOverrides: 'Tvarkaraščio pakeitimai',
  holidays: 'Laisvadieniai',
  services: 'Paslaugos',
  specialists: 'Specialistai',
  profile: 'Profilis',
  gallery: 'Galerija',
  clientCards: 'Klientai',
  reviews: 'Atsiliepimai',
  billing: 'Mokėjimai',
  settings: 'Nustatymai',
  help: 'Pagalba',
  chooseBusiness: 'Pasirinkite verslą',
} as const;
