/** The operator area's menu and shell (`/operatorius/...`). */
export const operatorNav = {
  area: 'Platformos operatorius',
  businesses: 'Verslai',
  invitations: 'Kvietimai verslams',
  jobs: 'Darbų eilė',
  clientErrors: 'Naršyklių klaidos',
  help: 'Pagalbos straipsniai',
  reviews: 'Atsiliepimai',
  forbiddenTitle: 'Tik platformos operatoriui',
  forbidden: 'Šis puslapis skirtas tik platformos operatoriui. Jei manote, kad turėtumėte jį matyti, susisiekite su mumis.',
  home: 'Grįžti į pradžią',
  metaTitle: '{page} – operatorius',
} as const;
