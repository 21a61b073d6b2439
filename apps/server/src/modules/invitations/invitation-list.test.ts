import { describe, expect, it } from 'vitest';
import { AppError } from '@vizitas/shared';
import { readInvitationList } from './invitation-list.ts';

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return undefined;
}

describe('readInvitationList', () => {
  it('reads one address a line, a name before or after it, Name <address>, and skips a header line', () => {
    const list = readInvitationList(
      '\uFEFFEl. paštas;Vardas\r\nasta@example.lt;Asta\r\n\r\nOna Onaitė, ONA@Example.lt\nRūta Rūtaitė <ruta@example.lt>\nmailto:jonas@example.lt\n',
    );
    expect(list).toEqual([
      { line: 2, written: 'asta@example.lt', email: 'asta@example.lt', name: 'Asta' },
      { line: 4, written: 'ONA@Example.lt', email: 'ona@example.lt', name: 'Ona Onaitė' },
      { line: 5, written: 'ruta@example.lt', email: 'ruta@example.lt', name: 'Rūta Rūtaitė' },
      { line: 6, written: 'jonas@example.lt', email: 'jonas@example.lt', name: null },
    ]);
  });

  it('takes quoted CSV fields with commas, tabs as separators, and several addresses on one line', () => {
    expect(readInvitationList('"Petraitė, Asta",asta@example.lt\nona@example.lt\tOna\na@example.lt, b@example.lt')).toEqual([
      { line: 1, written: 'asta@example.lt', email: 'asta@example.lt', name: 'Petraitė, Asta' },
      { line: 2, written: 'ona@example.lt', email: 'ona@example.lt', name: 'Ona' },
      { line: 3, written: 'a@example.lt', email: 'a@example.lt', name: null },
      { line: 3, written: 'b@example.lt', email: 'b@example.lt', name: null },
    ]);
  });

  it('keeps a line without a valid address as invalid (the header only on the first line), and cuts long names', () => {
    const list = readInvitationList(`asta@example.lt\nVardas\nbe-eta\nx@y\n${'Ž'.repeat(300)}, ilgas@example.lt`);
    expect(list.map((item) => [item.line, item.email])).toEqual([
      [1, 'asta@example.lt'],
      [2, null],
      [3, null],
      [4, null],
      [5, 'ilgas@example.lt'],
    ]);
    expect(list[4]!.name).toHaveLength(120);
  });

  it('refuses what is not a list: a quote never closed, nothing in it, too many lines', () => {
    expect(codeOf(() => readInvitationList('"Asta, asta@example.lt\nona@example.lt'))).toBe('invitation_list_unreadable');
    expect(codeOf(() => readInvitationList(''))).toBe('invitation_list_empty');
    expect(codeOf(() => readInvitationList(' \n ;;; \n'))).toBe('invitation_list_empty');
    expect(codeOf(() => readInvitationList('email,name'))).toBe('invitation_list_empty');
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `k${i}@example.lt`).join('\n');
    expect(readInvitationList(lines(500))).toHaveLength(500);
    expect(codeOf(() => readInvitationList(lines(501)))).toBe('invitation_list_too_long');
  });
});
