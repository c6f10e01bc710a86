import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { newCode } from '../../db/codes';
import { openDatabase, queryRows, type DatabaseLocation } from './database';
import { migrationsFolder } from './migrate';

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

const { databaseUrl } = loadConfig();
const createdDatabases: string[] = [];
const createdDirectories: string[] = [];

/** An empty database of the engine under test: fresh PGlite, or a new database on the server. */
async function emptyDatabase(): Promise<DatabaseLocation> {
  if (!databaseUrl) {
    const dataDir = await mkdtemp(join(tmpdir(), 'marquee-migrate-'));
    createdDirectories.push(dataDir);
    return { engine: 'pglite', dataDir };
  }
  const name = `marquee_migrate_${newCode()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  createdDatabases.push(name);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return { engine: 'postgres', url: url.toString() };
}

afterAll(async () => {
  for (const dataDir of createdDirectories) await rm(dataDir, { recursive: true, force: true });
  if (createdDatabases.length === 0) return;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  for (const name of createdDatabases) await admin.query(`drop database if exists ${name}`);
  await admin.end();
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
