/** Top navbar and mobile bottom bar (section 2.1 "Page chrome", 2.2 (13)). */
export const nav = {
  search: 'Paieška',
  appointments: 'Mano vizitai',
  login: 'Prisijungti',
  register: 'Registracija',
  contact: 'Susisiekti',
  help: 'Pagalba',
  logout: 'Atsijungti',
  profile: 'Profilis',
  notifications: 'Pranešimai',
  admin: 'Administravimas',
  menu: 'Meniu',
  /** Fill with `{ brand: BRAND.accusative }`: "Grįžti į Vizitą". */
  homepageLink: 'Grįžti į {brand}',
} as const;
