import { withHiddenCodes } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { savedFilters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { FilterCaller, SavedFilterKind } from './filter-caller';
import { assertNamesReachedClients } from './client-reach-of-filters';
import { getSavedFilter } from './get-saved-filter';
import { assertFitsKind } from './kind-condition';
import {
  assertNameFree,
  findRow,
  storedCondition,
  type SavedFilterInput,
} from './saved-filter-rows';
import { assertNamesVisibleCodes, codesNamedIn, visibleCodesOf } from './visible-codes';

/**
 * Overwrites a filter's name and condition. The caller read the condition without the screens
 * and media outside their scope, so those are put back into what they send, never dropped.
 */
export async function updateSavedFilter(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  filterCode: string,
  input: SavedFilterInput,
) {
  const row = await findRow(db, actor, kind, filterCode);
  await assertFitsKind(db, actor, kind, input.condition);
  await assertNamesReachedClients(db, actor, input.condition);
  await assertNamesVisibleCodes(db, actor, input.condition);
  await assertNameFree(db, actor, kind, input.filterName, row.id);
  const visible = await visibleCodesOf(db, actor, codesNamedIn([row.condition]));
  const condition = withHiddenCodes(row.condition, storedCondition(input.condition), visible);
  await db
    .update(savedFilters)
    .set({ name: input.filterName, condition })
    .where(eq(savedFilters.id, row.id));
  return getSavedFilter(db, actor, kind, filterCode);
}
