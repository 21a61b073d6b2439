/** The admin area's frame: shell, business switcher, the page for non-members, its 404 and error pages. */
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
  /** A 404 or error page inside the admin area: its link back to the admin's first page. */
  backToAdmin: 'Į administravimo pradžią',
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
} as const;
