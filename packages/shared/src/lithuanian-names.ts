/**
 * Lithuanian declension of people's names, as a sentence needs them: "pas Rūtą Petraitienę"
 * (accusative after „pas“), "Sveiki, Jonai," (vocative of an address). Pure rules on the
 * nominative endings, applied to every word of the name that is one (a capital letter, then
 * letters only), each part of a double surname on its own:
 *
 * | nominative            | accusative | vocative |
 * |-----------------------|------------|----------|
 * | -as (Jonas, Kazlauskas) | -ą       | -ai      |
 * | -is (Petraitis)       | -į         | -i       |
 * | -ys (Kazys, Gudelys)  | -į         | -y       |
 * | -us, -ius (Šimkus, Paulius) | -ų   | -au      |
 * | -a (Rūta, Marija)     | -ą         | -a       |
 * | -ė (Petraitienė, Jonaitytė, Rūtelė) | -ę | -e  |
 *
 * A word with any other ending (Marie, Bruno, Jean, Li), a lowercase word (da, van), initials,
 * words with digits or in quotes are left as they are: a foreign or indeclinable name keeps its
 * form rather than getting a wrong one. Letter case is kept ("RŪTA" → "RŪTĄ").
 */

export type NameCase = 'accusative' | 'vocative';

type Ending = { nominative: string; accusative: string; vocative: string };

/** Longest first: "-ius" before "-us", "-ys" before "-s". */
const ENDINGS: readonly Ending[] = [
  { nominative: 'ius', accusative: 'ių', vocative: 'iau' },
  { nominative: 'as', accusative: 'ą', vocative: 'ai' },
  { nominative: 'is', accusative: 'į', vocative: 'i' },
  { nominative: 'ys', accusative: 'į', vocative: 'y' },
  { nominative: 'us', accusative: 'ų', vocative: 'au' },
  { nominative: 'a', accusative: 'ą', vocative: 'a' },
  { nominative: 'ė', accusative: 'ę', vocative: 'e' },
];

/** A word of a name: a capital letter first, then letters (Lithuanian or other Latin ones) only. */
const NAME_WORD = /^\p{Lu}\p{L}+$/u;

/** The part of a word before its ending must hold a vowel: "As" or "Ys" are no names to decline. */
const VOWEL = /[aąeęėiįyouųūàáâäåæèéêëìíîïòóôöøùúûüýÿ]/i;

function isUpper(text: string): boolean {
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

function declineWord(word: string, nameCase: NameCase): string {
  if (!NAME_WORD.test(word)) return word;
  const lower = word.toLowerCase();
  for (const ending of ENDINGS) {
    if (!lower.endsWith(ending.nominative)) continue;
    const stem = word.slice(0, word.length - ending.nominative.length);
    if (!VOWEL.test(stem)) return word;
    const tail = word.slice(stem.length);
    const next = ending[nameCase];
    return stem + (isUpper(tail) ? next.toUpperCase() : next);
  }
  return word;
}

/** The name in `nameCase`, word by word ("Rūta Petraitienė" → "Rūtą Petraitienę"); spacing is kept. */
export function declineName(name: string, nameCase: NameCase): string {
  return name
    .split(/(\s+)/)
    .map((part) =>
      /^\s+$/.test(part)
        ? part
        : part
            .split('-')
            .map((piece) => declineWord(piece, nameCase))
            .join('-'),
    )
    .join('');
}

/** "pas {name}": "Rūta Petraitienė" → "Rūtą Petraitienę", "Jonas Petraitis" → "Joną Petraitį". */
export function nameAccusative(name: string): string {
  return declineName(name, 'accusative');
}

/** An address: "Sveiki, {name}," with "Jonas" → "Jonai", "Rūta Petraitienė" → "Rūta Petraitiene". */
export function nameVocative(name: string): string {
  return declineName(name, 'vocative');
}
