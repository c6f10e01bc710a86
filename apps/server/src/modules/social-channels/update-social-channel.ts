import type { SocialChannelInput } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { socialChannels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { checkedFeedAddress } from './feed-address';
import { scheduleFetch, type SocialChannelPlatform } from './fetch-schedule';
import { findSocialChannel, socialChannelView } from './social-channel-view';

/**
 * Changes a channel and fetches it again at once: its refresh counts from that fetch, and the
 * error of the fetch before no longer stands. Its posts stay until the fetch replaces them.
 */
export async function updateSocialChannel(
  db: Database,
  actor: Actor,
  platform: SocialChannelPlatform,
  channelCode: string,
  input: SocialChannelInput,
  ipAddress: string,
) {
  const feedUrl = checkedFeedAddress(input.feedUrl, platform.allowPrivateNetworks);
  return db.transaction(async (tx) => {
    const before = await findSocialChannel(tx, actor, channelCode, true);
    const [row] = await tx
      .update(socialChannels)
      .set({
        name: input.name,
        feedUrl,
        refreshMinutes: input.refreshMinutes,
        lastError: null,
        updatedAt: new Date(),
      })
      .where(eq(socialChannels.id, before.id))
      .returning();
    if (!row) throw new Error('Saving a social channel returned no row');
    await scheduleFetch(tx, platform.jobs, row);
    const view = socialChannelView(row);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'updateSocialChannel',
      details: { before: socialChannelView(before), after: view },
      ipAddress,
    });
    return view;
  });
}
