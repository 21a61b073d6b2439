/**
 * Typical services of each category (`taxonomy.ts`), offered to a new owner on the admin services
 * page so that she does not start from an empty list (issue 30, item 9). Each is only a starting
 * point: she picks the ones she offers, changes the name, duration or price, and they are created
 * as her own services through the ordinary create-service API. Prices are euro cents, typical of
 * a Lithuanian city salon in 2026; durations are multiples of 5 minutes, as the service schema asks.
 * Like the category names in `taxonomy.ts`, the names are data rather than catalogue messages:
 * they become the business's own services, which she renames at will.
 */
import type { CategorySlug } from './taxonomy';

export interface ServiceTemplate {
  /** Stable within the list, e.g. `kirpejai-moteriskas-kirpimas`. */
  readonly key: string;
  /** The service's name as customers will read it. */
  readonly name: string;
  readonly durationMin: number;
  readonly priceCents: number;
  /** The price is where it starts ("nuo 60 €"): the final one depends on the hair, the nails… */
  readonly priceFrom: boolean;
}

type Row = readonly [key: string, name: string, durationMin: number, priceCents: number, priceFrom?: boolean];

function templates(category: CategorySlug, rows: readonly Row[]): readonly ServiceTemplate[] {
  return rows.map(([key, name, durationMin, priceCents, priceFrom = false]) => ({
    key: `${category}-${key}`,
    name,
    durationMin,
    priceCents,
    priceFrom,
  }));
}

/** Every category's templates, in the order they are offered. */
export const SERVICE_TEMPLATES: Readonly<Record<CategorySlug, readonly ServiceTemplate[]>> = {
  kirpejai: templates('kirpejai', [
    ['moteriskas-kirpimas', 'Moteriškas kirpimas', 60, 3500],
    ['vyriskas-kirpimas', 'Vyriškas kirpimas', 30, 2000],
    ['vaiku-kirpimas', 'Vaikų kirpimas', 30, 1500],
    ['plauku-dazymas', 'Plaukų dažymas', 120, 6000, true],
    ['sruogeliu-dazymas', 'Sruogelių dažymas', 150, 8000, true],
    ['plauku-formavimas', 'Plaukų plovimas ir formavimas', 45, 2500],
    ['sukuosena', 'Proginė šukuosena', 60, 4500, true],
  ]),
  manikiuras: templates('manikiuras', [
    ['klasikinis', 'Klasikinis manikiūras', 45, 2000],
    ['gelinis-lakas', 'Manikiūras su gelinio lako dengimu', 75, 3000],
    ['priauginimas', 'Nagų priauginimas', 120, 4500, true],
    ['korekcija', 'Priaugintų nagų korekcija', 90, 3500],
    ['lako-nuemimas', 'Gelinio lako nuėmimas', 20, 800],
  ]),
  pedikiuras: templates('pedikiuras', [
    ['klasikinis', 'Klasikinis pedikiūras', 60, 3000],
    ['gelinis-lakas', 'Pedikiūras su gelinio lako dengimu', 90, 4000],
    ['pedu-prieziura', 'Pėdų odos priežiūra', 45, 2500],
    ['lako-nuemimas', 'Gelinio lako nuėmimas nuo kojų nagų', 20, 800],
  ]),
  'blakstienos-antakiai': templates('blakstienos-antakiai', [
    ['blakstienu-priauginimas', 'Klasikinis blakstienų priauginimas', 120, 4000],
    ['blakstienu-korekcija', 'Blakstienų priauginimo korekcija', 90, 3000],
    ['blakstienu-laminavimas', 'Blakstienų laminavimas', 60, 3500],
    ['antakiu-korekcija', 'Antakių korekcija ir dažymas', 30, 1500],
    ['antakiu-laminavimas', 'Antakių laminavimas', 60, 3000],
  ]),
  kosmetologai: templates('kosmetologai', [
    ['veido-valymas', 'Veido valymas', 90, 5000],
    ['drekinamoji-procedura', 'Drėkinamoji veido procedūra', 60, 4500],
    ['cheminis-pilingas', 'Cheminis veido pilingas', 60, 5500, true],
    ['konsultacija', 'Kosmetologo konsultacija', 30, 1500],
  ]),
  masazas: templates('masazas', [
    ['viso-kuno', 'Klasikinis viso kūno masažas', 60, 4000],
    ['nugaros', 'Nugaros masažas', 30, 2500],
    ['atpalaiduojamasis', 'Atpalaiduojamasis masažas', 90, 5500],
    ['veido', 'Veido masažas', 30, 2500],
  ]),
  makiazas: templates('makiazas', [
    ['dieninis', 'Dieninis makiažas', 45, 3000],
    ['vakarinis', 'Vakarinis makiažas', 60, 4500],
    ['nuotakos', 'Nuotakos makiažas', 90, 7000, true],
    ['pamoka', 'Makiažo pamoka sau', 90, 5000],
  ]),
  depiliacija: templates('depiliacija', [
    ['koju', 'Kojų depiliacija vašku', 45, 2500],
    ['bikini', 'Bikini zonos depiliacija vašku', 30, 2500],
    ['pazastu', 'Pažastų depiliacija vašku', 15, 1000],
    ['virsutines-lupos', 'Viršutinės lūpos depiliacija vašku', 10, 600],
  ]),
};
