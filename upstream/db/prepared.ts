import type { Db } from './client';

/**
 * A statement every request runs (the token's owner, the signed-in user's record), built once per
 * database with placeholders and prepared by name: neither Drizzle nor PostgreSQL plans it again on
 * each request.
 */
export function preparedOnce<P>(build: (db: Db) => P): (db: Db) => P {
  const byDatabase = new WeakMap<Db, P>();
  return (db) => {
    let prepared = byDatabase.get(db);
    if (prepared === undefined) {
      prepared = build(db);
      byDatabase.set(db, prepared);
    }
    return prepared;
  };
}
