/**
 * A statement that is read on most requests (the session, the memberships, a customer's visits)
 * is built once per database handle with Drizzle's `.prepare(name)`: its SQL is not put together
 * again on every call, and PostgreSQL parses it once per connection (a named prepared
 * statement). Values go in through `sql.placeholder(…)`.
 *
 *   const sessionUser = preparedPerDatabase((db) => db.select(…).where(eq(t.id, sql.placeholder('id'))).prepare('session_user'));
 *   const [row] = await sessionUser(db).execute({ id });
 *
 * Each database handle (an app's database, a transaction) gets its own, kept as long as the handle.
 */
export function preparedPerDatabase<Db extends object, Prepared>(build: (db: Db) => Prepared): (db: Db) => Prepared {
  const built = new WeakMap<Db, Prepared>();
  return (db) => {
    let prepared = built.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      built.set(db, prepared);
    }
    return prepared;
  };
}
