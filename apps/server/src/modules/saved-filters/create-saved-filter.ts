import { sql } from 'drizzle-orm';
import { savedFilters, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { FilterCaller, SavedFilterKind } from './filter-caller';
import { assertNamesReachedClients } from './client-reach-of-filters';
import { getSavedFilter } from './get-saved-filter';
import { assertFitsKind } from './kind-condition';
import { assertNameFree, storedCondition, type SavedFilterInput } from './saved-filter-rows';
import { assertNamesVisibleCodes } from './visible-codes';

export async function createSavedFilter(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  input: SavedFilterInput,
) {
  await assertFitsKind(db, actor, kind, input.condition);
  await assertNamesReachedClients(db, actor, input.condition);
  await assertNamesVisibleCodes(db, actor, input.condition);
  await assertNameFree(db, actor, kind, input.filterName);
  const [row] = await db
    .insert(savedFilters)
    .values({
      kind,
      accountId: actor.accountId,
      name: input.filterName,
      condition: storedCondition(input.condition),
      createdByUserId: sql`(select ${users.id} from ${users} where ${users.userCode} = ${actor.userCode})`,
    })
    .returning();
  if (!row) throw new Error('Saving a filter returned no row');
  return getSavedFilter(db, actor, kind, row.filterCode);
}
