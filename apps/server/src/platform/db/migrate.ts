import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type pg from 'pg';
import { serverRoot } from '../paths';

/** Any number over which every server process on one PostgreSQL database serialises migration. */
const migrationLockKey = 72_616_001;

/** The SQL migrations drizzle-kit generated, shipped beside the server's source and bundle. */
export function migrationsFolder(): string {
  const folder = join(serverRoot, 'drizzle');
  if (!existsSync(join(folder, 'meta', '_journal.json'))) {
    throw new Error(`No migrations found in ${folder}`);
  }
  return folder;
}

export type MigrationTarget =
  | { engine: 'pglite'; db: PgliteDatabase }
  | { engine: 'postgres'; db: NodePgDatabase; pool: pg.Pool };

/** Applies the SQL migrations that are not applied yet. */
export async function applyMigrations(target: MigrationTarget): Promise<void> {
  const folder = migrationsFolder();
  if (target.engine === 'pglite') {
    await migratePglite(target.db, { migrationsFolder: folder });
    return;
  }
  // Several servers (or test files) may start together on one database: one migrates at a time.
  const lock = await target.pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [migrationLockKey]);
    await migrateNodePg(target.db, { migrationsFolder: folder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [migrationLockKey]).catch(() => undefined);
    lock.release();
  }
}
