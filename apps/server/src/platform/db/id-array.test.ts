import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openedEmptyDatabaseForFile } from '../../test/opened-empty-database';
import { queryRows } from './database';
import { textArray, uuidArray } from './id-array';

const db = openedEmptyDatabaseForFile();

describe('array parameters', () => {
  it('carries any text as itself, commas, braces, quotes and backslashes included', async () => {
    const texts = ['A1B2C3', 'a,b', '{x}', 'q"uote', 'back\\slash', 'NULL', '', ' spaced '];
    const rows = await queryRows<{ value: string | null }>(
      db(),
      sql`select unnest(${textArray(texts)}::text[]) as value`,
    );
    expect(rows.map((row) => row.value)).toEqual(texts);
  });

  it('refuses an id that is not a uuid rather than passing it on', () => {
    expect(() => uuidArray(['not-a-uuid'])).toThrow();
  });
});
