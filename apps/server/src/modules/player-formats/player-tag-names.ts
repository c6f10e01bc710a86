import type { CallQuery, listPlayerTagNames } from '@marquee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { tags } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Actor } from '../scope';

/** The account's screen tags in name order (any case), for pickers and the filter builder. */
export async function playerTagNames(
  db: Database,
  actor: Actor,
  query: CallQuery<typeof listPlayerTagNames>,
) {
  const { rows, ...page } = await listPage(db, {
    table: tags,
    columns: { id: tags.id, tagCode: tags.tagCode, name: tags.name, color: tags.color },
    key: tags.id,
    where: and(eq(tags.accountId, actor.accountId), eq(tags.tagType, 'player')),
    search: { text: query.SearchText, in: tags.name },
    // Served by the unique index on (account_id, tag_type, lower(name)).
    sortKeys: { name: sortKey(sql`lower(${tags.name})`, 'text') },
    orderBy: 'name',
    order: 'asc',
    page: query,
  });
  return { tags: rows.map(({ tagCode, name, color }) => ({ tagCode, name, color })), ...page };
}
