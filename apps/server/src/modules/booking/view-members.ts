/**
 * A view written both in JavaScript and by the database (docs/decisions/042) from ONE list of
 * members: each member names how PostgreSQL writes its value (`sql`, `kind`, as
 * `jsonObjectText` takes them) and how JavaScript reads it from the same source (`js`). The
 * JavaScript projector and the SQL JSON text are both made from the list, so they have the same
 * members in the same order; a member added to one is added to the other.
 */
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { jsonObjectText, type JsonKind } from '#server/lib/sql-json.ts';

/** One member of a view: its value as the database writes it and as JavaScript reads it. */
export interface ViewMember<Source, Value> {
  sql: SQL | PgColumn;
  kind: JsonKind;
  js: (source: Source) => Value;
}

/** The members of a view `View` read from `Source`, in the order the view's JSON has them. */
export type ViewMembers<Source, View> = { [Name in keyof View]-?: ViewMember<Source, View[Name]> };

/** A view made from one member list: its JSON written by the database, and its JavaScript projector. */
export interface DualView<Source, View> {
  /** The member names, in order. */
  readonly names: readonly string[];
  /** The view's JSON text, put together by PostgreSQL. */
  readonly json: SQL<string>;
  /** The view, built in JavaScript from a source. */
  project(source: Source): View;
}

export function defineDualView<Source, View extends object>(members: ViewMembers<Source, View>): DualView<Source, View> {
  const entries = Object.entries(members) as Array<[string, ViewMember<Source, unknown>]>;
  return {
    names: entries.map(([name]) => name),
    json: jsonObjectText(entries.map(([name, member]) => [name, member.sql, member.kind] as const)),
    project(source) {
      const view: Record<string, unknown> = {};
      for (const [name, member] of entries) view[name] = member.js(source);
      return view as View;
    },
  };
}

/** A member whose value is another view of a part of the source (a nested object). */
export function nestedView<Source, Part, View>(
  view: DualView<Part, View>,
  part: (source: Source) => Part,
): ViewMember<Source, View> {
  return { sql: view.json, kind: 'json', js: (source) => view.project(part(source)) };
}
