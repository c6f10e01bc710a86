import type { SocialChannel } from '@marquee/contracts';
import { and, eq } from 'drizzle-orm';
import { socialChannels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import type { Actor } from '../scope';

export type SocialChannelRow = typeof socialChannels.$inferSelect;

/** A channel as the calls answer it. */
export function socialChannelView(row: SocialChannelRow): SocialChannel {
  return {
    channelCode: row.channelCode,
    name: row.name,
    feedUrl: row.feedUrl,
    refreshMinutes: row.refreshMinutes,
    lastFetchedAt: row.lastFetchedAt?.toISOString() ?? null,
    lastError: row.lastError,
    postCount: row.postCount,
    createdAt: row.createdAt.toISOString(),
    modifiedAt: row.updatedAt.toISOString(),
  };
}

/**
 * One of the account's channels by code, or 404; locked until the caller's transaction ends when
 * it is about to change it.
 */
export async function findSocialChannel(
  db: Database,
  actor: Actor,
  channelCode: string,
  isLocked = false,
): Promise<SocialChannelRow> {
  const query = db
    .select()
    .from(socialChannels)
    .where(
      and(
        eq(socialChannels.accountId, actor.accountId),
        eq(socialChannels.channelCode, channelCode),
      ),
    );
  const [row] = await (isLocked ? query.for('update') : query);
  if (!row) throw new NotFound('channelCode: no such social channel');
  return row;
}
