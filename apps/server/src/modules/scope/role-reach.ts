import {
  conditionWithin,
  foldMediaCondition,
  foldPlayerCondition,
  readCondition,
  restrictsDimension,
  type DimensionFold,
  type FilterCondition,
} from '@marquee/domain';
import type { RoleFilters } from './role-filter-scope';

/**
 * What one role reaches in one dimension, as the scope reads its filter: the rows its condition
 * selects and those it lists. Undefined: every row of the account.
 */
export interface FilterReach {
  condition: FilterCondition | null;
  listed: readonly string[];
}

/**
 * The screens a role reaches: those its condition selects and those its fixed list names. A
 * condition that does not read or restricts no screen adds nothing; with no list either, the
 * role limits nothing.
 */
export function screensReachOf(role: RoleFilters): FilterReach | undefined {
  const read = readCondition(role.screensFilter?.condition);
  const condition =
    'condition' in read && restrictsDimension(read.condition, foldPlayerCondition)
      ? read.condition
      : null;
  const listed = role.screensFilter?.fixedPlayerList ?? [];
  return condition || listed.length ? { condition, listed } : undefined;
}

/**
 * The media a role reaches: those its condition selects (a media filter's fixed list limits
 * nothing). A condition that does not read reaches no media rather than every one.
 */
export function mediaReachOf(role: RoleFilters): FilterReach | undefined {
  const read = readCondition(role.mediaFilter?.condition);
  if ('problem' in read) return { condition: null, listed: [] };
  if (!restrictsDimension(read.condition, foldMediaCondition)) return undefined;
  return { condition: read.condition, listed: [] };
}

/**
 * Whether a role reaches, in one dimension, only rows the held roles reach, whatever the rows
 * hold now or later: each screen it lists is listed by a held role, and its condition is within
 * the held roles' conditions (`conditionWithin`). A held role that limits nothing, like holding
 * no role at all, reaches everything.
 */
function reachWithin(
  reach: FilterReach | undefined,
  held: readonly (FilterReach | undefined)[],
  fold: DimensionFold,
): boolean {
  if (held.length === 0 || held.includes(undefined)) return true;
  if (!reach) return false;
  const limits = held as readonly FilterReach[];
  const listed = new Set(limits.flatMap((limit) => limit.listed));
  const conditions = limits.flatMap((limit) => (limit.condition ? [limit.condition] : []));
  return (
    reach.listed.every((code) => listed.has(code)) &&
    (reach.condition === null || conditionWithin(reach.condition, conditions, fold))
  );
}

/** A role's filters by the names the calls give them. */
export type RoleFilterName = 'ScreensFilter' | 'MediaLibraryFilter';

const dimensions = [
  ['ScreensFilter', screensReachOf, foldPlayerCondition],
  ['MediaLibraryFilter', mediaReachOf, foldMediaCondition],
] as const;

/**
 * The filters of `role` that would let its holders reach screens or media that the caller's
 * roles (`held`; undefined for someone whom no filter limits: administrators and support
 * access) do not; none when the role stays within the caller's reach.
 */
export function filtersBeyond(
  role: RoleFilters,
  held: readonly RoleFilters[] | undefined,
): RoleFilterName[] {
  if (!held) return [];
  return dimensions
    .filter(([, reachOf, fold]) => !reachWithin(reachOf(role), held.map(reachOf), fold))
    .map(([name]) => name);
}
