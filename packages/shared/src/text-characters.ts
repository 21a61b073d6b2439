/**
 * Characters no typed text holds, shared by every schema of free text (notes, reasons, reviews,
 * contact messages) and by the server where it keeps text it cannot refuse (browser error reports).
 */

/** Control characters other than tab and line breaks (NUL cannot even be stored in PostgreSQL). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_CHARACTERS_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Half of a UTF-16 surrogate pair without the other half: no character at all (PostgreSQL's JSON refuses it). */
export const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
