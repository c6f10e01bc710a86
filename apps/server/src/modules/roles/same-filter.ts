import { readCondition } from '@marquee/domain';
import type { SavedFilter } from '../../db/schema/columns';

/** A filter as its holders read it, whatever order its keys were written or stored in. */
const filterText = (filter: SavedFilter | null) =>
  JSON.stringify([readCondition(filter?.condition ?? null), filter?.fixedPlayerList ?? []]);

/**
 * Whether two filters of a role select by the same condition and list (their lookups, names
 * shown beside the codes, aside). No filter and an empty one are the same.
 */
export function isSameFilter(a: SavedFilter | null, b: SavedFilter | null): boolean {
  return filterText(a) === filterText(b);
}
