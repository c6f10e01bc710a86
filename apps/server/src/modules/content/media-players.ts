import { and, eq, inArray } from 'drizzle-orm';
import { broadcastGroups, broadcastMedia, channelMedia, channels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { playersReachedBy } from './broadcast-players';

/**
 * The screens of the account that play any of these media: on their own channels, or through a
 * broadcast group that holds one and reaches them (a query for the channels, one for the
 * broadcasts and a few for their reach).
 */
export async function playersPlayingMedia(
  db: Database,
  account: { accountId: string },
  mediaIds: readonly string[],
): Promise<string[]> {
  if (!mediaIds.length) return [];
  const [own, used] = await Promise.all([
    db
      .selectDistinct({ playerId: channels.playerId })
      .from(channelMedia)
      .innerJoin(channels, eq(channels.id, channelMedia.channelId))
      .where(
        and(
          eq(channels.accountId, account.accountId),
          inArray(channelMedia.mediaId, [...mediaIds]),
        ),
      ),
    db
      .selectDistinct({ broadcastId: broadcastGroups.broadcastId })
      .from(broadcastMedia)
      .innerJoin(broadcastGroups, eq(broadcastGroups.id, broadcastMedia.groupId))
      .where(
        and(
          eq(broadcastGroups.accountId, account.accountId),
          inArray(broadcastMedia.mediaId, [...mediaIds]),
        ),
      ),
  ]);
  const reached = await playersReachedBy(db, account, ...used.map((row) => row.broadcastId));
  return [...new Set([...own.map((row) => row.playerId), ...reached])];
}
