import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { FilterCaller, SavedFilterKind } from './filter-caller';
import { findRow, views } from './saved-filter-rows';

export async function getSavedFilter(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  filterCode: string,
) {
  const [view] = await views(db, actor, [await findRow(db, actor, kind, filterCode)]);
  if (!view) throw new NotFound('id: no such filter');
  return view;
}
