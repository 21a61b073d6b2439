/**
 * Fills the `{name}` placeholders of the catalogue's templates: `format()` for plain text,
 * `formatHtml()` for the few messages that carry markup (e.g. a contact link).
 */

export type FormatValue = string | number;

/** The `{name}` placeholders of a template literal type, e.g. 'a {x} b {y}' → 'x' | 'y'. */
export type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Values for a template: exactly its placeholders when known, any names for a plain `string`. */
export type FormatVars<T extends string> = string extends T ? Record<string, FormatValue> : Record<Placeholders<T>, FormatValue>;

type FormatArgs<T extends string> = string extends T
  ? [vars?: Record<string, FormatValue>]
  : [Placeholders<T>] extends [never]
    ? [vars?: Record<string, never>]
    : [vars: FormatVars<T>];

/** `{name}`, or `„{name}“`: a name the template puts in Lithuanian quotes. */
const PLACEHOLDER = /„\{([A-Za-z_][A-Za-z0-9_]*)\}“|\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** Quotation marks a value may carry itself: „Žirklės“, "Žirklės", “Žirklės”. */
const OWN_QUOTES = /[„“”"]/;

function fill(template: string, vars: Record<string, FormatValue> | undefined, map: (v: string) => string): string {
  if (!vars) return template;
  return template.replace(PLACEHOLDER, (whole: string, quoted: string | undefined, plain: string | undefined) => {
    const name = (quoted ?? plain)!;
    if (!Object.hasOwn(vars, name) || vars[name] === undefined) return whole;
    const value = String(vars[name]);
    // „Kirpykla „Žirklės““ reads wrong: a name with quotes of its own is shown without the template's.
    if (quoted !== undefined) return OWN_QUOTES.test(value) ? map(value) : `„${map(value)}“`;
    return map(value);
  });
}

/**
 * Fills `{name}` placeholders: `format(messages.emailVerification.wait, { seconds: 42 })`
 * → 'Palaukite 42 s'. A placeholder without a value is left as written. A quoted placeholder
 * `„{business}“` whose value has quotes of its own (Kirpykla „Žirklės“) loses the template's pair.
 */
export function format<T extends string>(template: T, ...args: FormatArgs<T>): string {
  return fill(template, args[0], (v) => v);
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * Like `format`, for templates that carry markup (e.g. `messages.emailVerification.failed`):
 * the values are HTML-escaped, the template itself is trusted.
 */
export function formatHtml<T extends string>(template: T, ...args: FormatArgs<T>): string {
  return fill(template, args[0], escapeHtml);
}
