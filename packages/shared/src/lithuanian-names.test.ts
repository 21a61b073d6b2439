import { describe, expect, it } from 'vitest';
import { declineName, nameAccusative, nameVocative } from './lithuanian-names';

describe('nameAccusative (after „pas“)', () => {
  it.each([
    // masculine -as, -is, -ys, -us, -ius
    ['Jonas', 'Joną'],
    ['Tomas Kazlauskas', 'Tomą Kazlauską'],
    ['Jonas Petraitis', 'Joną Petraitį'],
    ['Kęstutis', 'Kęstutį'],
    ['Kazys', 'Kazį'],
    ['Stasys Gudelys', 'Stasį Gudelį'],
    ['Šimkus', 'Šimkų'],
    ['Paulius Matulionis', 'Paulių Matulionį'],
    ['Darius', 'Darių'],
    // feminine -a, -ė
    ['Rūta', 'Rūtą'],
    ['Marija', 'Mariją'],
    ['Dalia', 'Dalią'],
    ['Agnė', 'Agnę'],
    ['Rūta Petraitienė', 'Rūtą Petraitienę'],
    ['Asta Petraitė', 'Astą Petraitę'],
    ['Austėja Jonaitytė', 'Austėją Jonaitytę'],
    ['Eglė Kazlauskaitė', 'Eglę Kazlauskaitę'],
    ['Ieva Vaitkutė', 'Ievą Vaitkutę'],
    ['Gabija Jonūtė', 'Gabiją Jonūtę'],
    // double surname, each part
    ['Ona Petraitienė-Jonaitė', 'Oną Petraitienę-Jonaitę'],
    // indeclinable and foreign names, as they are
    ['Marie', 'Marie'],
    ['Bruno', 'Bruno'],
    ['Jean-Luc', 'Jean-Luc'],
    ['Li Wei', 'Li Wei'],
    ['Anne Smith', 'Anne Smith'],
    ['Niko', 'Niko'],
    // particles, initials, numbers and quoted names untouched
    ['Lucia da Silva', 'Lucią da Silvą'],
    ['R. Petraitienė', 'R. Petraitienę'],
    ['Meistrė 2', 'Meistrę 2'],
    ['„Rūta“', '„Rūta“'],
    // an ending without a stem is no name
    ['As', 'As'],
    // letter case kept
    ['RŪTA PETRAITIENĖ', 'RŪTĄ PETRAITIENĘ'],
    ['JONAS', 'JONĄ'],
    // spacing kept, the empty name empty
    ['Rūta  Petraitienė', 'Rūtą  Petraitienę'],
    ['', ''],
  ])('%s → %s', (nominative, accusative) => {
    expect(nameAccusative(nominative)).toBe(accusative);
  });
});

describe('nameVocative (an address: "Sveiki, …,")', () => {
  it.each([
    ['Jonas', 'Jonai'],
    ['Jonas Petraitis', 'Jonai Petraiti'],
    ['Kazys', 'Kazy'],
    ['Paulius', 'Pauliau'],
    ['Šimkus', 'Šimkau'],
    ['Rūta', 'Rūta'],
    ['Rūta Petraitienė', 'Rūta Petraitiene'],
    ['Austėja Jonaitytė', 'Austėja Jonaityte'],
    ['Marie', 'Marie'],
    ['Bruno', 'Bruno'],
  ])('%s → %s', (nominative, vocative) => {
    expect(nameVocative(nominative)).toBe(vocative);
  });
});

describe('declineName', () => {
  it('is the same rule for both cases, by the case named', () => {
    expect(declineName('Rūta Petraitienė', 'accusative')).toBe(nameAccusative('Rūta Petraitienė'));
    expect(declineName('Rūta Petraitienė', 'vocative')).toBe(nameVocative('Rūta Petraitienė'));
  });

  it('never touches the nominative endings of other words: a name declined twice goes no further', () => {
    expect(nameAccusative(nameAccusative('Rūta Petraitienė'))).toBe('Rūtą Petraitienę');
    expect(nameAccusative(nameAccusative('Jonas Petraitis'))).toBe('Joną Petraitį');
  });
});
