import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCode } from '../../db/codes';
import { accounts } from '../../db/schema';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database';
import { openDatabase, type DatabaseHandle } from './database';
import { uuidArray } from './id-array';
import { isAnyIdPlaced, preparedPerDatabase } from './prepared-query';

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

let builds = 0;
const accountNames = preparedPerDatabase((db) => {
  builds += 1;
  return db
    .select({ name: accounts.name })
    .from(accounts)
    .where(isAnyIdPlaced(accounts.id, 'ids'))
    .orderBy(accounts.name)
    .prepare('test_account_names');
});

describe('preparedPerDatabase', () => {
  it('builds a query once per database and runs it with the values of each call', async () => {
    const rows = await handle.db
      .insert(accounts)
      .values(['North', 'South', 'West'].map((name) => ({ accountCode: newCode(), name })))
      .returning({ id: accounts.id, name: accounts.name });
    const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? '';

    const first = await accountNames(handle.db).execute({
      ids: uuidArray([idOf('North'), idOf('West')]),
    });
    const second = await accountNames(handle.db).execute({ ids: uuidArray([idOf('South')]) });
    const none = await accountNames(handle.db).execute({ ids: uuidArray([]) });

    expect(first.map((row) => row.name)).toEqual(['North', 'West']);
    expect(second.map((row) => row.name)).toEqual(['South']);
    expect(none).toEqual([]);
    expect(builds).toBe(1);
  });
});
