import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseLocation } from './database';
import { migrationsFolder } from './migrate';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database';

const coreTables = [
  'accounts',
  'organizations',
  'organization_accounts',
  'locations',
  'users',
  'user_roles',
  'user_locations',
  'roles',
  'role_permissions',
  'player_formats',
  'format_layers',
  'tags',
  'player_tags',
  'media_tags',
  'players',
  'media',
  'channels',
  'channel_media',
  'broadcasts',
  'broadcast_groups',
  'broadcast_group_players',
  'broadcast_group_layers',
  'broadcast_media',
  'schedule_periods',
];

const databases: EmptyDatabase[] = [];

async function emptyDatabase(): Promise<DatabaseLocation> {
  const database = await createEmptyDatabase();
  databases.push(database);
  return database.location;
}

afterAll(async () => {
  await Promise.all(databases.map((database) => database.remove()));
});

describe('migrations', () => {
  it('apply from an empty database: pg_trgm, every core table, every journal entry', async () => {
    const handle = await openDatabase(await emptyDatabase());
    try {
      const extensions = await queryRows<{ extname: string }>(
        handle.db,
        sql`select extname from pg_extension where extname = 'pg_trgm'`,
      );
      expect(extensions).toHaveLength(1);

      const tables = await queryRows<{ table_name: string }>(
        handle.db,
        sql`select table_name from information_schema.tables where table_schema = 'public'`,
      );
      const names = tables.map((row) => row.table_name);
      for (const table of coreTables) expect(names).toContain(table);

      const journal = JSON.parse(
        await readFile(`${migrationsFolder()}/meta/_journal.json`, 'utf8'),
      ) as { entries: unknown[] };
      const applied = await queryRows<{ count: string }>(
        handle.db,
        sql`select count(*)::text as count from drizzle.__drizzle_migrations`,
      );
      expect(Number(applied[0]?.count)).toBe(journal.entries.length);
    } finally {
      await handle.close();
    }
  });

  it('apply nothing twice when the database is already up to date', async () => {
    const location = await emptyDatabase();
    await (await openDatabase(location)).close();
    const reopened = await openDatabase(location);
    try {
      const applied = await queryRows<{ hash: string }>(
        reopened.db,
        sql`select hash from drizzle.__drizzle_migrations`,
      );
      const hashes = applied.map((row) => row.hash);
      expect(new Set(hashes).size).toBe(hashes.length);
      expect(hashes.length).toBeGreaterThanOrEqual(2);
    } finally {
      await reopened.close();
    }
  });
});
