import type { CallQuery, listSocialChannels as call } from '@marquee/contracts';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import { socialChannels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import type { Actor } from '../scope';
import { socialChannelView } from './social-channel-view';

const sortKeys = { name: sortKey(sql`lower(${socialChannels.name})`, 'text') };

/** A page of the account's channels by name, matching the search. */
export async function listSocialChannels(
  db: Database,
  actor: Actor,
  query: CallQuery<typeof call>,
) {
  const { SearchText, ...page } = query;
  const found = await listPage(db, {
    table: socialChannels,
    columns: getTableColumns(socialChannels),
    key: socialChannels.id,
    where: eq(socialChannels.accountId, actor.accountId),
    search: { text: SearchText, in: socialChannels.name },
    sortKeys,
    orderBy: 'name',
    order: 'asc',
    page,
  });
  return {
    socialChannels: found.rows.map(socialChannelView),
    hasMore: found.hasMore,
    continuationToken: found.continuationToken,
  };
}
