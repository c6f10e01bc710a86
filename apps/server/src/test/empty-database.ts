import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { newCode } from '../db/codes';
import type { DatabaseLocation } from '../platform/db/database';
import { testDatabaseLocation } from './build-test-app';

export interface EmptyDatabase {
  location: DatabaseLocation;
  /** Deletes the database; call once every app on it is closed. */
  remove(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database nobody else uses and that survives a restart: a new database on the test
 * PostgreSQL server, or a PGlite directory in the temp folder.
 */
export async function createEmptyDatabase(): Promise<EmptyDatabase> {
  const shared = testDatabaseLocation();
  if (shared.engine === 'postgres') {
    const name = `marquee_empty_${newCode()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`;
    await onServer(shared.url, `create database ${name}`);
    const url = new URL(shared.url);
    url.pathname = `/${name}`;
    return {
      location: { engine: 'postgres', url: url.toString() },
      remove: () => onServer(shared.url, `drop database if exists ${name}`),
    };
  }
  const dataDir = await mkdtemp(join(tmpdir(), 'marquee-db-'));
  return {
    location: { engine: 'pglite', dataDir },
    remove: () => rm(dataDir, { recursive: true, force: true }),
  };
}
