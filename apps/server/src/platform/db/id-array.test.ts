import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database';
import { openDatabase, queryRows, type DatabaseHandle } from './database';
import { textArray, uuidArray } from './id-array';

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

describe('array parameters', () => {
  it('carries any text as itself, commas, braces, quotes and backslashes included', async () => {
    const texts = ['A1B2C3', 'a,b', '{x}', 'q"uote', 'back\\slash', 'NULL', '', ' spaced '];
    const rows = await queryRows<{ value: string | null }>(
      handle.db,
      sql`select unnest(${textArray(texts)}::text[]) as value`,
    );
    expect(rows.map((row) => row.value)).toEqual(texts);
  });

  it('refuses an id that is not a uuid rather than passing it on', () => {
    expect(() => uuidArray(['not-a-uuid'])).toThrow();
  });
});
