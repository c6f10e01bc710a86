import { getTableColumns } from 'drizzle-orm';
import { savedFilters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import type { FilterCaller, SavedFilterKind } from './filter-caller';
import { sortKeys, views, visibleFilters, type SavedFilterSearch } from './saved-filter-rows';

/** A page of the caller's filters of a kind by name (or age), optionally matching a name. */
export async function listSavedFilters(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  search: SavedFilterSearch,
) {
  const { rows, ...page } = await listPage(db, {
    table: savedFilters,
    columns: getTableColumns(savedFilters),
    key: savedFilters.id,
    where: await visibleFilters(actor, kind),
    search: { text: search.SearchText, in: savedFilters.name },
    sortKeys,
    orderBy: search.OrderBy,
    order: search.Order,
    page: search,
  });
  return { filters: await views(db, actor, rows), ...page };
}
