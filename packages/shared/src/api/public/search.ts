/** The public search of businesses. */
import { searchQuerySchema, searchResultSchema } from '../../schemas/search.ts';
import { defineContract } from '../contract.ts';

export const businessSearch = defineContract('business_search_api', {
  method: 'GET',
  summary: 'Verslų paieška: kategorija, miestas, pavadinimas, kaina, laisvas laikas; rikiavimas ir puslapiai',
  description:
    'Rodomi tik veikiantys (prisijungę) verslai. Kiekvienam rezultatui: įvertinimas (vidurkis ir atsiliepimų skaičius), ' +
    'aktyvių paslaugų kainų intervalas ir artimiausias laisvas laikas per 14 dienų (trumpiausia paslauga, bet kuris specialistas). ' +
    'Kai kategorijos ir miesto puslapyje nieko nerasta, „suggestions“ siūlo kitus miestus ir paslaugas, kuriose verslų yra.',
  query: searchQuerySchema,
  output: searchResultSchema,
  errors: [400],
});
