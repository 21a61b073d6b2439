/**
 * Characters no typed text holds, shared by every schema of free text (notes, reasons, reviews,
 * contact messages) and by the server where it keeps text it cannot refuse (browser error reports).
 */

/** Control characters other than tab and line breaks (NUL cannot even be stored in PostgreSQL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Half of a UTF-16 surrogate pair without the other half: no character at all (PostgreSQL's JSON refuses it). */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * THE character rule of every string the API accepts — bodies, query strings, path parameters,
 * e-mail addresses, names, passwords: no control character but tab and line breaks (NUL above all),
 * no lone surrogate. A string that breaks it is refused (400) before anything reads it; which
 * line breaks a field allows is its own schema's business.
 */
export function breaksCharacterRule(text: string): boolean {
  return CONTROL_CHARACTERS_IN_TEXT.test(text) || LONE_SURROGATE.test(text);
}

/**
 * Where a parsed input (JSON, a query, path parameters) breaks the rule: the dotted path of each
 * such string, or of the object holding such a key (`services.0`, `email`; `_` for the input
 * itself), at most `limit`. Walked without recursion: a body may nest thousands of levels deep.
 */
export function placesBreakingCharacterRule(value: unknown, limit = 20): string[] {
  const places: string[] = [];
  const stack: [unknown, string][] = [[value, '']];
  const at = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length > 0 && places.length < limit) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (breaksCharacterRule(node)) places.push(path || '_');
    } else if (Array.isArray(node)) {
      for (let index = node.length - 1; index >= 0; index--) stack.push([node[index], at(path, index)]);
    } else if (node !== null && typeof node === 'object') {
      const entries = Object.entries(node);
      if (entries.some(([key]) => breaksCharacterRule(key))) places.push(path || '_');
      for (let index = entries.length - 1; index >= 0; index--) stack.push([entries[index]![1], at(path, entries[index]![0])]);
    }
  }
  return places.slice(0, limit);
}
