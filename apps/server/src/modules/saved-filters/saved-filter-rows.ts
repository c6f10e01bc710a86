import type { CallQuery, ConditionLookup, playerFilterCalls } from '@marquee/contracts';
import { hiddenCodesOf, visiblePartOf, type FilterCondition } from '@marquee/domain';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { savedFilters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { sortKey } from '../../platform/db/list-sort';
import { Conflict, NotFound } from '../../platform/errors';
import { filtersInClientReach } from './client-reach-of-filters';
import { resolveConditionLookups } from './condition-lookups';
import type { FilterCaller, SavedFilterKind } from './filter-caller';
import { codesNamedIn, visibleCodesOf } from './visible-codes';

/**
 * What every saved-filter operation shares: the answer's shape, the caller's rows, and the name
 * check.
 */

/**
 * A saved filter as every kind answers it; the routes give the fields the kind's names. The
 * condition holds only the screens and media the caller may see; `outsideReach` counts the
 * others it names, which a save by this caller keeps (`withHiddenCodes`).
 */
export interface SavedFilterView {
  filterCode: string;
  filterName: string;
  condition: FilterCondition;
  conditionLookups: ConditionLookup[];
  outsideReach: { screens: number; media: number };
}

export interface SavedFilterInput {
  filterName: string;
  condition: FilterCondition;
}

/** Every kind pages and searches alike. */
export type SavedFilterSearch = CallQuery<typeof playerFilterCalls.list>;

export type SavedFilterRow = typeof savedFilters.$inferSelect;

export const inScope = (actor: FilterCaller, kind: SavedFilterKind) =>
  and(
    eq(savedFilters.kind, kind),
    actor.accountId === null
      ? isNull(savedFilters.accountId)
      : eq(savedFilters.accountId, actor.accountId),
  );

/** The caller's filters of a kind that they may see: `inScope`, less any naming a client beyond them. */
export async function visibleFilters(actor: FilterCaller, kind: SavedFilterKind) {
  return and(inScope(actor, kind), await filtersInClientReach(actor));
}

export const lowerName = sql`lower(${savedFilters.name})`;

export async function views(
  db: Database,
  actor: FilterCaller,
  rows: SavedFilterRow[],
): Promise<SavedFilterView[]> {
  const visible = await visibleCodesOf(db, actor, codesNamedIn(rows.map((row) => row.condition)));
  const shown = rows.map((row): FilterCondition => {
    const part = visiblePartOf(row.condition, visible);
    // A condition naming only what the caller cannot see reads as an empty one.
    return part && 'subNodes' in part ? part : { operator: row.condition.operator, subNodes: [] };
  });
  const lookups = await resolveConditionLookups(db, actor, shown);
  return rows.map((row, index) => {
    const condition = shown[index] as FilterCondition;
    const hidden = hiddenCodesOf(row.condition, visible);
    return {
      filterCode: row.filterCode,
      filterName: row.name,
      // The stored root carries no code; the answer names the filter it belongs to.
      condition: { ...condition, filterCode: row.filterCode },
      conditionLookups: lookups.get(condition) ?? [],
      outsideReach: { screens: hidden.Players.size, media: hidden.Media.size },
    };
  });
}

export async function findRow(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  filterCode: string,
): Promise<SavedFilterRow> {
  const [row] = await db
    .select()
    .from(savedFilters)
    .where(and(await visibleFilters(actor, kind), eq(savedFilters.filterCode, filterCode)));
  if (!row) throw new NotFound('id: no such filter');
  return row;
}

export async function assertNameFree(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  name: string,
  exceptId?: string,
) {
  const [taken] = await db
    .select({ id: savedFilters.id })
    .from(savedFilters)
    .where(
      and(
        inScope(actor, kind),
        eq(lowerName, name.toLowerCase()),
        exceptId ? ne(savedFilters.id, exceptId) : undefined,
      ),
    );
  if (taken) throw new Conflict(`A filter named "${name}" already exists`);
}

/** Drops the client's code from the stored root: the row's own code is the one that counts. */
export function storedCondition({
  filterCode: _ignored,
  ...condition
}: FilterCondition): FilterCondition {
  return condition;
}

export const sortKeys = {
  name: sortKey(lowerName, 'text'),
  createdAt: sortKey(savedFilters.createdAt),
};
