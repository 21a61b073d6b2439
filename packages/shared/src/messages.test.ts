import { describe, expect, expectTypeOf, it } from 'vitest';
import { escapeHtml, format, formatHtml, messages, phoneErrorMessage, type Placeholders } from './messages';

function leaves(value: unknown, path = 'messages'): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, `${path}.${key}`));
  }
  throw new Error(`${path} is not a string or a group`);
}

const all = leaves(messages);
const texts = new Set(all.map(([, text]) => text));

/** Every string the seed specification quotes in sections 4, 5 and 8, copied verbatim. */
const SEED_STRINGS = [
  // section 4
  'Išsaugoma...',
  'Išsaugoti',
  'Missing phone number request form element!',
  'Siunčiama...',
  'Siųsti patvirtinimą iš naujo',
  // section 5
  'Įveskite telefono numerį.',
  'Neteisingas tel. numerio šalies kodas.',
  'Neteisingas tel. numerio formatas.',
  'Neteisingas tel. numerio ilgis.',
  'Per ilgas tel. numeris.',
  'Per trumpas tel. numeris.',
  // section 8
  'Tel. numeris išsaugotas sėkmingai!',
  'Prašome ištaisyti klaidas!',
  'Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.',
  'Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.',
  'Prisijungėte prie interneto sėkmingai!',
  'Patvirtinimo laiškas išsiųstas sėkmingai!',
  'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas.',
  'Aplikacija įrašyta sėkmingai! Prašome prisijungti naudojantis mobiliąja aplikacija.',
  'Nuoroda buvo pasidalinta sėkmingai!',
  'Nuoroda nukopijuota sėkmingai!',
  'Registration failed',
] as const;

describe('messages catalogue', () => {
  it.each(SEED_STRINGS)('contains the seed string %j exactly', (text) => {
    expect(texts.has(text)).toBe(true);
  });

  it('contains the countdown "Palaukite N s"', () => {
    expect(messages.emailVerification.wait).toBe('Palaukite {seconds} s');
    expect(format(messages.emailVerification.wait, { seconds: 37 })).toBe('Palaukite 37 s');
  });

  it('does not contain the replaced phone error text', () => {
    for (const [, text] of all) expect(text).not.toContain('nebuvo išsiųstas...');
  });

  it('places the seed strings where the code looks for them', () => {
    expect(messages.phone).toMatchObject({
      save: 'Išsaugoti',
      saving: 'Išsaugoma...',
      required: 'Įveskite telefono numerį.',
      saved: 'Tel. numeris išsaugotas sėkmingai!',
      validationFailed: 'Prašome ištaisyti klaidas!',
      saveFailed: 'Įvyko klaida! Tel. numeris nebuvo išsaugotas. Bandykite dar kartą.',
      missingForm: 'Missing phone number request form element!',
    });
    expect(messages.phone.errors).toEqual({
      INVALID_COUNTRY: 'Neteisingas tel. numerio šalies kodas.',
      INVALID_FORMAT: 'Neteisingas tel. numerio formatas.',
      NOT_A_NUMBER: 'Neteisingas tel. numerio formatas.',
      INVALID_LENGTH: 'Neteisingas tel. numerio ilgis.',
      TOO_LONG: 'Per ilgas tel. numeris.',
      TOO_SHORT: 'Per trumpas tel. numeris.',
    });
    expect(messages.connectivity).toEqual({
      offline: 'Nėra ryšio. Pasitikrinkite ar esate prisijungę prie interneto.',
      online: 'Prisijungėte prie interneto sėkmingai!',
    });
    expect(messages.emailVerification).toMatchObject({
      resend: 'Siųsti patvirtinimą iš naujo',
      sending: 'Siunčiama...',
      sent: 'Patvirtinimo laiškas išsiųstas sėkmingai!',
      error: 'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas.',
    });
    expect(messages.pwa.installed).toBe('Aplikacija įrašyta sėkmingai! Prašome prisijungti naudojantis mobiliąja aplikacija.');
    expect(messages.share.native).toBe('Nuoroda buvo pasidalinta sėkmingai!');
    expect(messages.share.clipboard).toBe('Nuoroda nukopijuota sėkmingai!');
    expect(messages.serviceWorker.registrationFailed).toBe('Registration failed');
    expect(messages.errors.validation_failed).toBe('Prašome ištaisyti klaidas!');
    expect(messages.errors.verified_email).toBe(messages.emailVerification.alreadyVerified);
  });

  it('has the resend texts the seed describes but does not quote', () => {
    expect(messages.emailVerification.sentNote).toMatch(/minutę/);
    expect(messages.emailVerification.failed).toContain('Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas.');
    expect(messages.emailVerification.failed).toContain('href="{contactUrl}"');
    expect(messages.emailVerification.alreadyVerified).toMatch(/jau patvirtintas/);
  });

  it('has the platform texts the brief fixes', () => {
    expect(messages.errors.not_found).toBe('Puslapis nerastas.');
    expect(messages.errors.internal_error).toBe('Įvyko netikėta klaida. Bandykite dar kartą vėliau.');
    expect(messages.nav).toMatchObject({
      search: 'Paieška',
      appointments: 'Mano vizitai',
      login: 'Prisijungti',
      register: 'Registracija',
      contact: 'Susisiekti',
      help: 'Pagalba',
      logout: 'Atsijungti',
      profile: 'Profilis',
      homepageLink: 'Grįžti į {brand}',
    });
    expect(messages.cookieConsent).toMatchObject({ accept: 'Sutinku', necessaryOnly: 'Tik būtini' });
    expect(messages.dialog.close).toBe('Uždaryti');
    expect(messages.common.loading).toBe('Kraunama...');
    expect(messages.business).toMatchObject({ book: 'Registruotis', duration: '{minutes} min' });
    expect(messages.taxonomy.categories.kirpejai).toBe('Kirpėjai');
    expect(messages.taxonomy.cityLocatives.klaipeda).toBe('Klaipėdoje');
  });

  it('has no empty texts, no stray whitespace and only well-formed placeholders', () => {
    for (const [path, text] of all) {
      expect(text.trim(), path).toBe(text);
      expect(text.length, path).toBeGreaterThan(0);
      expect(text, path).not.toMatch(/ {2}/);
      const braces = text.replace(/\{[A-Za-z_][A-Za-z0-9_]*\}/g, '');
      expect(braces, path).not.toMatch(/[{}]/);
    }
  });

  it('never hard-codes the product name', () => {
    for (const [path, text] of all) expect(text, path).not.toMatch(/Vizit(as|ą)(?!\p{L})/u);
  });
});

describe('phoneErrorMessage', () => {
  it('maps each known kind and nothing else', () => {
    expect(phoneErrorMessage('TOO_SHORT')).toBe('Per trumpas tel. numeris.');
    expect(phoneErrorMessage('NOT_A_NUMBER')).toBe('Neteisingas tel. numerio formatas.');
    expect(phoneErrorMessage('IS_POSSIBLE_LOCAL_ONLY')).toBeUndefined();
    expect(phoneErrorMessage('toString')).toBeUndefined();
    expect(phoneErrorMessage(undefined)).toBeUndefined();
    expect(phoneErrorMessage(null)).toBeUndefined();
  });
});

describe('format', () => {
  it('fills every occurrence of each placeholder', () => {
    expect(format('{a} ir {b}, vėl {a}', { a: 'x', b: 2 })).toBe('x ir 2, vėl x');
  });

  it('fills the search title from taxonomy texts', () => {
    expect(
      format(messages.search.title, {
        category: messages.taxonomy.categories.kirpejai,
        city: messages.taxonomy.cityLocatives.vilnius,
      }),
    ).toBe('Kirpėjai Vilniuje');
  });

  it('leaves unknown or missing placeholders as written', () => {
    expect(format('Sveiki, {name}!' as string, {})).toBe('Sveiki, {name}!');
    expect(format('Sveiki, {name}!' as string)).toBe('Sveiki, {name}!');
    expect(format('{constructor}' as string, {})).toBe('{constructor}');
  });

  it('returns templates without placeholders unchanged', () => {
    expect(format(messages.common.loading)).toBe('Kraunama...');
  });

  it('does not treat values as templates or replacement patterns', () => {
    expect(format('{a}{b}', { a: '{b}', b: '$&' })).toBe('{b}$&');
  });

  it('drops the quotes around a name that has quotes of its own, and only then', () => {
    const text = messages.notifications.texts.bookingConfirmed;
    const vars = { services: 'Kirpimas', when: 'gruodžio 2 d. 10:00' };
    expect(format(text, { ...vars, business: 'Kirpykla „Žirklės“' })).toBe(
      'Kirpykla „Žirklės“ patvirtino jūsų vizitą: Kirpimas, gruodžio 2 d. 10:00.',
    );
    expect(format(text, { ...vars, business: 'Salonas "Aura"' })).toBe(
      'Salonas "Aura" patvirtino jūsų vizitą: Kirpimas, gruodžio 2 d. 10:00.',
    );
    expect(format(text, { ...vars, business: '„Žirklės“' })).toBe(
      '„Žirklės“ patvirtino jūsų vizitą: Kirpimas, gruodžio 2 d. 10:00.',
    );
    expect(format(text, { ...vars, business: 'Grožio namai' })).toBe(
      '„Grožio namai“ patvirtino jūsų vizitą: Kirpimas, gruodžio 2 d. 10:00.',
    );
    // A placeholder that is not quoted by the template is filled as it is.
    expect(format('{a} ir „{b}“', { a: '„x“', b: 'y' })).toBe('„x“ ir „y“');
    // In markup too: the value's own quotes decide before it is escaped.
    expect(formatHtml('„{name}“' as string, { name: 'A "B"' })).toBe('A &quot;B&quot;');
  });

  it('checks placeholder names at compile time', () => {
    expectTypeOf<Placeholders<'Palaukite {seconds} s'>>().toEqualTypeOf<'seconds'>();
    expectTypeOf<Placeholders<'{a} {b}'>>().toEqualTypeOf<'a' | 'b'>();
    expectTypeOf<Placeholders<'be vietos'>>().toEqualTypeOf<never>();
    // @ts-expect-error the value for {seconds} is missing
    format(messages.emailVerification.wait, {});
    // @ts-expect-error vars are required when the template has placeholders
    format(messages.emailVerification.wait);
  });
});

describe('formatHtml', () => {
  it('escapes values but keeps the trusted template markup', () => {
    expect(formatHtml(messages.emailVerification.failed, { contactUrl: '/susisiekti?a=1&b="2"' })).toBe(
      'Įvyko klaida! Patvirtinimo laiškas nebuvo išsiųstas. Bandykite dar kartą arba <a href="/susisiekti?a=1&amp;b=&quot;2&quot;">susisiekite su mumis</a>.',
    );
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});
