import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../platform/db/database';
import { createEmptyDatabase, type EmptyDatabase } from './empty-database';

/**
 * An empty database of this test file's own, migrated and opened before its tests and removed
 * after them; the returned function gives its connection.
 */
export function openedEmptyDatabaseForFile(): () => Database {
  let database: EmptyDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createEmptyDatabase();
    handle = await openDatabase(database.location);
  });
  afterAll(async () => {
    await handle.close();
    await database.remove();
  });
  return () => handle.db;
}
