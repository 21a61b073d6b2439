/** The admin area's frame: shell, business switcher, the page for non-members, pages still to come. */
export const adminArea = {
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
  /** A staff member on a page only the owner may change (the page is shown, its controls disabled). */
  readOnly: 'Šį puslapį keisti gali tik verslo savininkas. Jūs galite jį peržiūrėti.',
  preparing: {
    title: 'Ruošiama',
    text: 'Šis skyrius dar ruošiamas. Kol kas tvarkykite vizitus sąraše.',
    back: 'Į vizitų sąrašą',
  },
} as const;
