import { describe, expect, it } from 'vitest';
import { auditBookings, bookingNote, databaseNameOf, gridAligned, maintenanceUrlOf } from './bench-database';

describe('bench database URL', () => {
  it('takes the database name and refuses the maintenance and template databases', () => {
    expect(databaseNameOf('postgres://postgres@127.0.0.1:5432/vizitas_bench')).toBe('vizitas_bench');
    expect(() => databaseNameOf('postgres://postgres@127.0.0.1:5432/postgres')).toThrow(/refusing/);
    expect(() => databaseNameOf('postgres://postgres@127.0.0.1:5432/template1')).toThrow(/refusing/);
    expect(() => databaseNameOf('postgres://postgres@127.0.0.1:5432/bad"name')).toThrow(/must match/);
  });

  it('connects to the postgres database of the same server to create and drop', () => {
    expect(maintenanceUrlOf('postgres://u:p@db.example:6543/vizitas_bench?sslmode=disable')).toBe(
      'postgres://u:p@db.example:6543/postgres?sslmode=disable',
    );
  });
});

describe('gridAligned', () => {
  it('holds for Vilnius on a 15-minute grid, across the DST changes', () => {
    expect(gridAligned('Europe/Vilnius', Date.parse('2026-03-20T00:00:00Z'), 230, 15)).toBe(true);
  });

  it('fails for a zone whose midnight is off the grid', () => {
    expect(gridAligned('Asia/Kathmandu', Date.parse('2026-03-20T00:00:00Z'), 2, 30)).toBe(false);
  });
});

describe('auditBookings', () => {
  it('matches answers and rows request by request', () => {
    const answers = new Map([
      [0, 201],
      [1, 201],
      [2, 409],
    ]);
    const rows = new Map([
      [0, 1],
      [1, 1],
      [5, 1], // in flight when the run stopped: written, never answered
    ]);
    expect(auditBookings(answers, rows)).toEqual({ created: 2, missing: 0, writtenDespiteRefusal: 0, extraRows: 0, cutOff: 1 });
  });

  it('finds a 201 without a row, a refusal with a row, doubled rows and foreign rows', () => {
    const answers = new Map([
      [0, 201],
      [1, 409],
      [2, 201],
    ]);
    const rows = new Map([
      [1, 1],
      [2, 2],
      [-1, 3],
    ]);
    expect(auditBookings(answers, rows)).toEqual({ created: 2, missing: 1, writtenDespiteRefusal: 1, extraRows: 4, cutOff: 0 });
  });

  it('writes the index into the note the check reads back', () => {
    expect(bookingNote(42)).toBe('bench-42');
  });
});
