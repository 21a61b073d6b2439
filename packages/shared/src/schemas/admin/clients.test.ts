import { describe, expect, it } from 'vitest';
import { ADMIN_CLIENT_FIELD_MESSAGES as m, adminClientCardInputSchema, adminClientListQuerySchema } from './clients.ts';

const issues = (input: unknown) => adminClientCardInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the client list query', () => {
  it('trims the search and pages from 1', () => {
    expect(adminClientListQuerySchema.parse({ q: ' Rūta ' })).toEqual({ q: 'Rūta', page: 1 });
    expect(adminClientListQuerySchema.parse({ page: '3' }).page).toBe(3);
  });

  it('refuses a page that is not a positive whole number, a NUL and an over-long search', () => {
    expect(adminClientListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(adminClientListQuerySchema.safeParse({ page: 'x' }).success).toBe(false);
    expect(adminClientListQuerySchema.safeParse({ q: 'a\u0000' }).success).toBe(false);
    expect(adminClientListQuerySchema.safeParse({ q: 'a'.repeat(101) }).error?.issues[0]?.message).toBe(m.search);
  });
});

describe('the client card body', () => {
  it('keeps line breaks and tabs, trims the ends', () => {
    expect(adminClientCardInputSchema.parse({ notes: ' a\nb\tc ', blocked: true })).toEqual({ notes: 'a\nb\tc', blocked: true });
  });

  it('names the field that is too long, in Lithuanian', () => {
    expect(issues({ notes: 'x'.repeat(4001) })).toEqual([m.notes]);
    expect(issues({ allergies: 'x'.repeat(2001) })).toEqual([m.allergies]);
    expect(issues({ preferences: 'x'.repeat(2001) })).toEqual([m.preferences]);
  });

  it('refuses NUL and other control characters, unknown fields, a non-boolean block and an empty body', () => {
    expect(issues({ notes: 'a\u0000b' })).toContain(m.controlCharacters);
    expect(issues({ allergies: 'a\u0007' })).toContain(m.controlCharacters);
    expect(issues({ colour: 'red' }).length).toBeGreaterThan(0);
    expect(issues({ blocked: 'yes' })).toEqual([m.blocked]);
    expect(issues({})).toEqual([m.nothingToChange]);
    expect(issues({ notes: 12 })).toEqual([m.notes]);
  });
});
