import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from './database';

/**
 * A query built once per database and then only run with new values. Building a select through
 * Drizzle leaves tens of kilobytes of garbage, more than a small query's answer: on the paths a
 * whole fleet of screens takes at once (connecting after a restart) that garbage, not the data,
 * set the server's memory. A transaction is a database of its own here, so it builds its own.
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const built = new WeakMap<Database, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}

/** `column` is one of the ids given as `name` (a `uuidArray`) when the prepared query runs. */
export function isAnyIdPlaced(column: AnyColumn, name: string): SQL {
  return sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
}
