import { CsvError, parse } from 'csv-parse/sync';
import { appError } from '@vizitas/shared';
import { emailSchema } from '@vizitas/shared/schemas/account';
import { INVITATION_LIST_MAX_LINES, INVITATION_NAME_MAX } from '@vizitas/shared/schemas/admin/client-invitations';

/** One address of a list, as read. */
export interface ListedAddress {
  /** The line of the list it is on (1 = the first). */
  line: number;
  /** The address as written (trimmed), or the whole line when it holds none. */
  written: string;
  /** The address lowercased, when it is one. */
  email: string | null;
  name: string | null;
}

/** A first line that names columns rather than holding an address. */
const HEADER_WORDS = /^(e-?mail|el\.?\s*pa[sš]tas|pa[sš]tas|vardas|pavard[eė]|name|full name|vardas pavard[eė]|klientas|kontaktas)$/iu;
/** `Asta Petraitė <asta@example.lt>`: a name and the address in angle brackets. */
const NAMED_ADDRESS = /^(.*?)\s*<([^<>]+)>$/u;

function nameOf(parts: string[]): string | null {
  const name = parts
    .map((part) => part.replace(/^["'„“]+|["'“”]+$/gu, '').trim())
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/gu, ' ');
  return name === '' ? null : name.slice(0, INVITATION_NAME_MAX);
}

function addressOf(field: string): { written: string; email: string | null; name: string | null } {
  const named = NAMED_ADDRESS.exec(field);
  const written = (named ? named[2]! : field).trim().replace(/^mailto:/iu, '');
  const parsed = emailSchema.safeParse(written);
  return { written, email: parsed.success ? parsed.data : null, name: named ? nameOf([named[1]!]) : null };
}

/**
 * Reads a pasted list or an uploaded CSV file: one address a line, or columns (comma, semicolon or
 * tab) of which the one with „@“ is the address and the others the name; `Name <address>` too; a
 * first line of column names is skipped; several addresses on one line are each their own.
 *
 * @throws 400 `invitation_list_unreadable` (not CSV: a quote never closed), `invitation_list_empty`,
 *   `invitation_list_too_long` (more than {@link INVITATION_LIST_MAX_LINES} lines with text).
 */
export function readInvitationList(text: string): ListedAddress[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    // One kind of line end (a pasted list may mix them; the parser takes the first it meets).
    records = parse(text.replace(/\r\n?/g, '\n'), {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      info: true,
    }) as unknown as Array<{ record: string[]; info: { lines: number } }>;
  } catch (error) {
    if (error instanceof CsvError) throw appError('invitation_list_unreadable');
    throw error;
  }
  if (records.length > INVITATION_LIST_MAX_LINES) throw appError('invitation_list_too_long');

  const addresses: ListedAddress[] = [];
  records.forEach(({ record, info }, index) => {
    const fields = record.map((field) => field.trim()).filter(Boolean);
    const withAt = fields.filter((field) => field.includes('@'));
    if (withAt.length === 0) {
      // A header line names its columns; any other line without an address is a bad address.
      if (index === 0 && fields.every((field) => HEADER_WORDS.test(field))) return;
      addresses.push({ line: info.lines, written: fields.join(', '), email: null, name: null });
      return;
    }
    const others = fields.filter((field) => !field.includes('@'));
    for (const field of withAt) {
      const address = addressOf(field);
      addresses.push({
        line: info.lines,
        written: address.written,
        email: address.email,
        name: address.name ?? (withAt.length === 1 ? nameOf(others) : null),
      });
    }
  });
  if (addresses.length === 0) throw appError('invitation_list_empty');
  return addresses;
}
