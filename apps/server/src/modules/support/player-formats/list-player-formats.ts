import type { CallQuery, searchSupportPlayerFormats as listCall } from '@marquee/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import { playerFormats } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { containsText } from '../../../platform/db/like-pattern';
import { reachableClient, type SupportActor } from '../../scope';
import { formatViews } from './format-view';

/** The global formats, and a reachable client's own when one is named. */
export async function listPlayerFormats(
  db: Database,
  actor: SupportActor,
  query: CallQuery<typeof listCall>,
) {
  const client = query.clientCode
    ? await reachableClient(db, actor, query.clientCode, 'clientCode')
    : null;
  return formatViews(
    db,
    and(
      client
        ? or(isNull(playerFormats.accountId), eq(playerFormats.accountId, client.id))
        : isNull(playerFormats.accountId),
      query.searchText ? containsText(playerFormats.name, query.searchText) : undefined,
    ),
  );
}
