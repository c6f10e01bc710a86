import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import * as schema from '../db/schema';

/** The identity server's own store changes with every sign-in; it holds no account data. */
const identityTables = new Set(['oidc_models', 'sign_in_throttles', 'identity_keys']);

/** Every row of every table (the identity server's own store aside), to prove nothing changed. */
export async function snapshotTables(app: FastifyInstance): Promise<string> {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  const rows: Record<string, unknown[]> = {};
  for (const table of tables) {
    const name = getTableName(table);
    if (identityTables.has(name)) continue;
    rows[name] = await app.database.db.select().from(table);
  }
  return JSON.stringify(rows);
}
