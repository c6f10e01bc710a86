import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as schema from '../db/schema';

/** The identity server's own store changes with every sign-in; it holds no account data. */
const identityTables = new Set(['oidc_models', 'sign_in_throttles', 'identity_keys']);

/**
 * The server's own upkeep (retention and the like) runs as job chains of no account, which
 * take their next turn whenever they are due, whatever a test does.
 */
const isUpkeepJob = (name: string, row: unknown) =>
  name === 'jobs' && (row as { accountId: string | null }).accountId === null;

/**
 * Every row of every table (the identity server's own store and the server's upkeep jobs aside),
 * to prove nothing changed.
 */
export async function snapshotTables(app: FastifyInstance): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (identityTables.has(name)) continue;
    const all = await app.database.db.select().from(table);
    rows[name] = all.filter((row) => !isUpkeepJob(name, row));
  }
  return JSON.stringify(rows);
}
