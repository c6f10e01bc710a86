import type { PagingQuery } from '@marquee/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Actor } from '../scope';

const accountContentTypes = (actor: Pick<Actor, 'accountId'>) =>
  and(eq(tags.accountId, actor.accountId), eq(tags.tagType, 'contentType'));

const contentTypeColumns = { id: tags.id, tagCode: tags.tagCode, name: tags.name };

/** The account's content types in name order (any case), for the editor's picker. */
export async function searchContentTypes(
  db: Database,
  actor: Actor,
  query: PagingQuery & { SearchText?: string },
) {
  const { rows, ...page } = await listPage(db, {
    table: tags,
    columns: contentTypeColumns,
    key: tags.id,
    where: accountContentTypes(actor),
    search: { text: query.SearchText, in: tags.name },
    // Served by the unique index on (account_id, tag_type, lower(name)).
    sortKeys: { name: sortKey(sql`lower(${tags.name})`, 'text') },
    orderBy: 'name',
    order: 'asc',
    page: query,
  });
  return {
    contentTypes: rows.map(({ tagCode, name }) => ({ tagCode, name })),
    ...page,
  };
}

/** The account's content types with these codes, by code; other codes are simply absent. */
export async function contentTypesByCode(
  db: Database,
  actor: Pick<Actor, 'accountId'>,
  codes: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select(contentTypeColumns)
    .from(tags)
    .where(and(accountContentTypes(actor), inArray(tags.tagCode, wanted)));
  return new Map(rows.map((row) => [row.tagCode, row.id]));
}

/**
 * The id of the account's content type with this name (any case), made when it has none; in the
 * caller's transaction, so a save that fails leaves no type behind.
 */
export async function ensureContentType(
  tx: Database,
  actor: Pick<Actor, 'accountId'>,
  name: string,
): Promise<string> {
  await tx
    .insert(tags)
    .values({ accountId: actor.accountId, name, tagType: 'contentType' })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: tags.id })
    .from(tags)
    .where(and(accountContentTypes(actor), sql`lower(${tags.name}) = ${name.toLowerCase()}`));
  if (!row) throw new Error(`The content type ${name} was neither made nor found`);
  return row.id;
}
