import { describe, expect, it } from 'vitest';
import { newCode } from '../../db/codes';
import { accounts } from '../../db/schema';
import { openedEmptyDatabaseForFile } from '../../test/opened-empty-database';
import { uuidArray } from './id-array';
import { isAnyIdPlaced, preparedPerDatabase } from './prepared-query';

const db = openedEmptyDatabaseForFile();

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
    const rows = await db()
      .insert(accounts)
      .values(['North', 'South', 'West'].map((name) => ({ accountCode: newCode(), name })))
      .returning({ id: accounts.id, name: accounts.name });
    const idOf = (name: string) => rows.find((row) => row.name === name)?.id ?? '';

    const first = await accountNames(db()).execute({
      ids: uuidArray([idOf('North'), idOf('West')]),
    });
    const second = await accountNames(db()).execute({ ids: uuidArray([idOf('South')]) });
    const none = await accountNames(db()).execute({ ids: uuidArray([]) });

    expect(first.map((row) => row.name)).toEqual(['North', 'West']);
    expect(second.map((row) => row.name)).toEqual(['South']);
    expect(none).toEqual([]);
    expect(builds).toBe(1);
  });
});
