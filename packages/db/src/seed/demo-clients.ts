import type { Prng } from './prng';

// Walk-in clients of the demo businesses (people without an account, typed in by the salon),
// and the short texts that come with visits. Lithuanian names: a woman's surname has the married
// (-ienė) or the maiden form (-aitė, -ytė, -utė, -iūtė).

const WOMEN_FIRST_NAMES = [
  'Agnė',
  'Akvilė',
  'Asta',
  'Aušra',
  'Austėja',
  'Birutė',
  'Dalia',
  'Daiva',
  'Eglė',
  'Emilija',
  'Gabija',
  'Giedrė',
  'Gintarė',
  'Goda',
  'Greta',
  'Indrė',
  'Inga',
  'Jurgita',
  'Justina',
  'Kamilė',
  'Kristina',
  'Laura',
  'Lina',
  'Milda',
  'Monika',
  'Neringa',
  'Rasa',
  'Rūta',
  'Simona',
  'Skaistė',
  'Ugnė',
  'Vaida',
  'Viktorija',
  'Vilma',
  'Živilė',
] as const;

const MEN_FIRST_NAMES = [
  'Andrius',
  'Arnas',
  'Darius',
  'Domantas',
  'Dovydas',
  'Edvinas',
  'Gediminas',
  'Jonas',
  'Justas',
  'Karolis',
  'Linas',
  'Lukas',
  'Mantas',
  'Marius',
  'Matas',
  'Mindaugas',
  'Paulius',
  'Rokas',
  'Tomas',
  'Vytautas',
] as const;

/** [man, married woman, unmarried woman]. */
const SURNAMES: readonly (readonly [string, string, string])[] = [
  ['Adomaitis', 'Adomaitienė', 'Adomaitytė'],
  ['Balčiūnas', 'Balčiūnienė', 'Balčiūnaitė'],
  ['Baranauskas', 'Baranauskienė', 'Baranauskaitė'],
  ['Bernotas', 'Bernotienė', 'Bernotaitė'],
  ['Butkus', 'Butkienė', 'Butkutė'],
  ['Gudas', 'Gudienė', 'Gudaitė'],
  ['Jankauskas', 'Jankauskienė', 'Jankauskaitė'],
  ['Jonaitis', 'Jonaitienė', 'Jonaitytė'],
  ['Kairys', 'Kairienė', 'Kairytė'],
  ['Kavaliauskas', 'Kavaliauskienė', 'Kavaliauskaitė'],
  ['Kazlauskas', 'Kazlauskienė', 'Kazlauskaitė'],
  ['Kriščiūnas', 'Kriščiūnienė', 'Kriščiūnaitė'],
  ['Lukoševičius', 'Lukoševičienė', 'Lukoševičiūtė'],
  ['Marcinkevičius', 'Marcinkevičienė', 'Marcinkevičiūtė'],
  ['Mockus', 'Mockienė', 'Mockutė'],
  ['Navickas', 'Navickienė', 'Navickaitė'],
  ['Paulauskas', 'Paulauskienė', 'Paulauskaitė'],
  ['Petraitis', 'Petraitienė', 'Petraitytė'],
  ['Petrauskas', 'Petrauskienė', 'Petrauskaitė'],
  ['Ramanauskas', 'Ramanauskienė', 'Ramanauskaitė'],
  ['Rimkus', 'Rimkienė', 'Rimkutė'],
  ['Sakalauskas', 'Sakalauskienė', 'Sakalauskaitė'],
  ['Savickas', 'Savickienė', 'Savickaitė'],
  ['Stankevičius', 'Stankevičienė', 'Stankevičiūtė'],
  ['Šimkus', 'Šimkienė', 'Šimkutė'],
  ['Urbonas', 'Urbonienė', 'Urbonaitė'],
  ['Vaitkus', 'Vaitkienė', 'Vaitkutė'],
  ['Vasiliauskas', 'Vasiliauskienė', 'Vasiliauskaitė'],
  ['Žemaitis', 'Žemaitienė', 'Žemaitytė'],
  ['Žilinskas', 'Žilinskienė', 'Žilinskaitė'],
  ['Žukauskas', 'Žukauskienė', 'Žukauskaitė'],
];

export type ClientGender = 'female' | 'male';

export interface DemoClient {
  name: string;
  /** E.164, a Lithuanian mobile number (+3706…). */
  phone: string;
  gender: ClientGender;
}

/** Phone numbers the demo accounts use; walk-in clients never get them. */
const RESERVED_PHONES = new Set(['+37061111111', '+37062222222']);

/** A business's regular walk-in clients: unique names and phone numbers. */
export function demoClientPool(rng: Prng, women: number, men: number, taken: ReadonlySet<string> = new Set()): DemoClient[] {
  const names = new Set<string>(taken);
  const phones = new Set<string>(RESERVED_PHONES);
  const clients: DemoClient[] = [];
  const add = (gender: ClientGender) => {
    for (;;) {
      const [man, married, maiden] = rng.pick(SURNAMES);
      const name =
        gender === 'male'
          ? `${rng.pick(MEN_FIRST_NAMES)} ${man}`
          : `${rng.pick(WOMEN_FIRST_NAMES)} ${rng.chance(0.6) ? married : maiden}`;
      if (names.has(name)) continue;
      let phone: string;
      do phone = `+3706${String(rng.int(0, 9_999_999)).padStart(7, '0')}`;
      while (phones.has(phone));
      names.add(name);
      phones.add(phone);
      clients.push({ name, phone, gender });
      return;
    }
  };
  for (let i = 0; i < women; i++) add('female');
  for (let i = 0; i < men; i++) add('male');
  return clients;
}

/** Services mostly men book. */
const MEN_SERVICES = /vyrišk|barzd|skutim|sūnaus|mašinėle/i;
/** Services mostly women book. */
const WOMEN_SERVICES =
  /moterišk|makiaž|nuotak|bikini|blakstien|antak|nag|manikiūr|lakavim|ombre|balayage|sruogel|šukuosen|kobido|depiliacij|keratin|veido|olaplex/i;

/** Whether a visit of these services is one mostly men book (a men's haircut, a beard…). */
export function isMostlyForMen(serviceNames: readonly string[]): boolean {
  return MEN_SERVICES.test(serviceNames.join(' '));
}

/** Who would typically book a visit of these services. */
export function likelyGender(rng: Prng, serviceNames: readonly string[]): ClientGender {
  const text = serviceNames.join(' ');
  if (isMostlyForMen(serviceNames)) return 'male';
  if (WOMEN_SERVICES.test(text)) return rng.chance(0.04) ? 'male' : 'female';
  return rng.chance(0.35) ? 'male' : 'female';
}

/** Short notes customers leave when booking. */
export const CUSTOMER_NOTES = [
  'Pirmą kartą pas jus.',
  'Jei atsirastų ankstesnis laikas, prašau paskambinti.',
  'Turiu jautrią odą.',
  'Galiu vėluoti 5–10 minučių, atsiprašau.',
  'Norėčiau pasitarti dėl spalvos.',
  'Alergija lateksui.',
  'Atvyksiu su vaiku, ar galima?',
  'Prašau trumpesnių nei praeitą kartą.',
  'Ačiū, iki pasimatymo!',
  'Skauda apatinę nugaros dalį.',
  'Noriu natūralaus rezultato.',
  'Ar galima atsiskaityti kortele?',
] as const;

/** The salon's private notes about a visit. */
export const ADMIN_NOTES = [
  'Nuolatinė klientė, mėgsta arbatą.',
  'Priminti apie kitą vizitą po 3 savaičių.',
  'Pernai buvo alerginė reakcija – atlikti testą.',
  'Dovanų kuponas Nr. 128.',
  'Pageidauja tylaus vizito.',
  'Sumokėjo avansą.',
] as const;

/** Why a customer cancelled. */
export const CUSTOMER_CANCELLATION_REASONS = [
  'Susirgau.',
  'Pasikeitė darbo grafikas.',
  'Išvykstu į komandiruotę.',
  'Susirgo vaikas.',
  'Nespėsiu atvykti.',
] as const;

/** Why the business cancelled. */
export const BUSINESS_CANCELLATION_REASONS = [
  'Nenumatytos aplinkybės salone.',
  'Klientas paprašė atšaukti telefonu.',
  'Specialisto nedarbingumas.',
] as const;
