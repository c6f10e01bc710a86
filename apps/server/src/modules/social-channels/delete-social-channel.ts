import { eq } from 'drizzle-orm';
import { socialChannels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import { removeSocialPosts } from '../items';
import type { Actor } from '../scope';
import { cancelFetch, type SocialChannelPlatform } from './fetch-schedule';
import { releasePostImages } from './release-post-images';
import { findSocialChannel, socialChannelView } from './social-channel-view';

/**
 * Deletes a channel with its posts (signs that showed them hear of it) and its waiting fetch, then
 * the pictures no other fact names.
 */
export async function deleteSocialChannel(
  db: Database,
  actor: Actor,
  platform: SocialChannelPlatform,
  channelCode: string,
  ipAddress: string,
): Promise<void> {
  const { droppedImages } = await db.transaction(async (tx) => {
    const row = await findSocialChannel(tx, actor, channelCode, true);
    // Before the channel goes, whose foreign key would take the posts without a word to signs.
    const removed = await removeSocialPosts(tx, platform.jobs, {
      accountId: actor.accountId,
      socialChannelId: row.id,
    });
    await tx.delete(socialChannels).where(eq(socialChannels.id, row.id));
    await cancelFetch(tx, platform.jobs, row);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'deleteSocialChannel',
      details: { before: socialChannelView(row), after: null },
      ipAddress,
    });
    return removed;
  });
  await releasePostImages(db, platform, actor, droppedImages);
}
