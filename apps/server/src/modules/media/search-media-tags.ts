import type { PagingQuery } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { tags } from '../../db/schema';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { accountMediaTags, tagColumns } from './account-media-tags';
import { tagView } from './media-view';

/** The account's media tags in name order (any case), through the list helper. */
export async function searchMediaTags(
  db: Database,
  actor: Actor,
  query: PagingQuery & { searchText?: string },
) {
  const { rows, ...page } = await listPage(db, {
    table: tags,
    columns: tagColumns,
    key: tags.id,
    where: accountMediaTags(actor),
    search: { text: query.searchText, in: tags.name },
    // Served by the unique index on (account_id, tag_type, lower(name)).
    sortKeys: { name: sortKey(sql`lower(${tags.name})`, 'text') },
    orderBy: 'name',
    order: 'asc',
    page: query,
  });
  return { tags: rows.map(tagView), ...page };
}
