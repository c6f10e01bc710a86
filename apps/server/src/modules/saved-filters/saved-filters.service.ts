import type { CallQuery, ConditionLookup, playerFilterCalls } from '@marquee/contracts';
import type { FilterCondition } from '@marquee/domain';
import { and, eq, getTableColumns, isNull, ne, sql } from 'drizzle-orm';
import { savedFilters, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import { Conflict, NotFound } from '../../platform/errors';
import { resolveConditionLookups } from './condition-lookups';
import type { FilterCaller, SavedFilterKind } from './filter-caller';

/** A saved filter as every kind answers it; the routes give the fields the kind's names. */
export interface SavedFilterView {
  filterCode: string;
  filterName: string;
  condition: FilterCondition;
  conditionLookups: ConditionLookup[];
}

export interface SavedFilterInput {
  filterName: string;
  condition: FilterCondition;
}

/** Every kind pages and searches alike. */
export type SavedFilterSearch = CallQuery<typeof playerFilterCalls.list>;

type Row = typeof savedFilters.$inferSelect;

const inScope = (actor: FilterCaller, kind: SavedFilterKind) =>
  and(
    eq(savedFilters.kind, kind),
    actor.accountId === null
      ? isNull(savedFilters.accountId)
      : eq(savedFilters.accountId, actor.accountId),
  );

const lowerName = sql`lower(${savedFilters.name})`;

async function views(db: Database, actor: FilterCaller, rows: Row[]): Promise<SavedFilterView[]> {
  const lookups = await resolveConditionLookups(
    db,
    actor,
    rows.map((row) => row.condition),
  );
  return rows.map((row) => ({
    filterCode: row.filterCode,
    filterName: row.name,
    // The stored root carries no code; the answer names the filter it belongs to.
    condition: { ...row.condition, filterCode: row.filterCode },
    conditionLookups: lookups.get(row.condition) ?? [],
  }));
}

async function findRow(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  filterCode: string,
): Promise<Row> {
  const [row] = await db
    .select()
    .from(savedFilters)
    .where(and(inScope(actor, kind), eq(savedFilters.filterCode, filterCode)));
  if (!row) throw new NotFound('id: no such filter');
  return row;
}

async function assertNameFree(
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
function storedCondition({ filterCode: _ignored, ...condition }: FilterCondition): FilterCondition {
  return condition;
}

const sortKeys = {
  name: sortKey(lowerName, 'text'),
  createdAt: sortKey(savedFilters.createdAt),
};

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
    where: inScope(actor, kind),
    search: { text: search.SearchText, in: savedFilters.name },
    sortKeys,
    orderBy: search.OrderBy,
    order: search.Order,
    page: search,
  });
  return { filters: await views(db, actor, rows), ...page };
}

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

export async function createSavedFilter(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  input: SavedFilterInput,
) {
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

export async function updateSavedFilter(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  filterCode: string,
  input: SavedFilterInput,
) {
  const row = await findRow(db, actor, kind, filterCode);
  await assertNameFree(db, actor, kind, input.filterName, row.id);
  await db
    .update(savedFilters)
    .set({ name: input.filterName, condition: storedCondition(input.condition) })
    .where(eq(savedFilters.id, row.id));
  return getSavedFilter(db, actor, kind, filterCode);
}

export async function deleteSavedFilter(
  db: Database,
  actor: FilterCaller,
  kind: SavedFilterKind,
  filterCode: string,
) {
  const row = await findRow(db, actor, kind, filterCode);
  await db.delete(savedFilters).where(eq(savedFilters.id, row.id));
}
