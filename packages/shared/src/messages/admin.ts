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
} as const;
