import { visiblePartOf, type FilterCondition, type VisibleCodes } from '@marquee/domain';
import type { SavedFilter } from '../../db/schema/columns';
import type { Database } from '../../platform/db/database';
import { codesNamedIn, isVisible, visibleCodesOf } from '../saved-filters';
import type { Actor } from '../scope';
import type { RoleRow } from './role-view';

const conditionOf = (filter: SavedFilter | null) => filter?.condition as FilterCondition | null;

function visibleFilter(
  filter: SavedFilter | null,
  visible: VisibleCodes,
  hidden: ReadonlySet<string>,
): SavedFilter | null {
  if (!filter) return filter;
  const condition = conditionOf(filter);
  const part = condition && visiblePartOf(condition, visible);
  const lookups = filter.conditionLookups as { code: string }[] | undefined;
  return {
    // A condition naming only what the reader cannot see reads as an empty one.
    condition: condition && (part && 'subNodes' in part ? part : { ...condition, subNodes: [] }),
    conditionLookups: lookups?.filter((lookup) => !hidden.has(lookup.code)),
    fixedPlayerList: filter.fixedPlayerList?.filter((code) => isVisible(visible, 'Players', code)),
  };
}

/**
 * Roles as a reader limited to some screens or media may see them: the codes of their filters'
 * conditions, lookups and fixed lists that lie outside the reader's scope are left out, as a
 * saved filter's are. Such a role reaches beyond the reader, so it is not theirs to change, and
 * nothing they save can drop what they did not see. One lookup serves the whole page.
 */
export async function visibleRoleFilters<R extends RoleRow>(
  db: Database,
  actor: Actor,
  rows: R[],
): Promise<R[]> {
  const filters = rows.flatMap((row) => [row.screensFilter, row.mediaFilter]);
  const named = codesNamedIn(filters.flatMap((filter) => conditionOf(filter) ?? []));
  const listed = rows.flatMap((row) => row.screensFilter?.fixedPlayerList ?? []);
  const players = [...new Set([...named.players, ...listed])];
  const visible = await visibleCodesOf(db, actor, { players, media: named.media });
  if (!visible.Players && !visible.Media) return rows;
  // A lookup names its code without its type: the one to leave out is a code found hidden.
  const hidden = new Set([
    ...players.filter((code) => !isVisible(visible, 'Players', code)),
    ...named.media.filter((code) => !isVisible(visible, 'Media', code)),
  ]);
  return rows.map((row) => ({
    ...row,
    screensFilter: visibleFilter(row.screensFilter, visible, hidden),
    mediaFilter: visibleFilter(row.mediaFilter, visible, hidden),
  }));
}
