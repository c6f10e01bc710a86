import { eq } from 'drizzle-orm';
import { savedFilters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { FilterCaller, SavedFilterKind } from './filter-caller';
import { findRow } from './saved-filter-rows';

export async function deleteSavedFilter(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  filterCode: string,
) {
  const row = await findRow(db, actor, kind, filterCode);
  await db.delete(savedFilters).where(eq(savedFilters.id, row.id));
}
