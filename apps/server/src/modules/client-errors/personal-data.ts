/**
 * What a browser's error report must not keep of a person (issue 33 item 6): e-mail addresses and
 * phone numbers, wherever the page quoted them — the message, the stack, the page's address (its
 * query too, percent-encoded or not) and the extra fields. They are replaced by a word saying what
 * was there, so the report still reads.
 */
const EMAIL = /[\p{L}\p{N}._%+-]+(?:@|%40)[\p{L}\p{N}.-]+\.[\p{L}]{2,}/giu;
/**
 * A phone number: an international one (`+370…`, `00370…`) or a Lithuanian national one
 * (`8 6…`, `86…`), its digits maybe grouped by spaces, dots, dashes or brackets. Seven digits at
 * least, so a line and column of a stack (`:12:345`) or a year never matches.
 */
const PHONE = /(?:(?:\+|%2B|00)\d[\d\s().-]{6,16}\d|\b8[\s-]?\(?\d{1,3}\)?[\s-]?\d{2,3}[\s-]?\d{2,5}\b)/gi;

export const EMAIL_MARK = '[el. paštas]';
export const PHONE_MARK = '[telefonas]';

export function withoutPersonalData(text: string): string {
  return text.replace(EMAIL, EMAIL_MARK).replace(PHONE, PHONE_MARK);
}
