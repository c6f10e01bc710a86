import { socialChannelLimits, type SocialChannelInput } from '@marquee/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { socialChannels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { checkedFeedAddress } from './feed-address';
import { scheduleFetch, type SocialChannelPlatform } from './fetch-schedule';
import { socialChannelView } from './social-channel-view';

/** Adds a channel and queues its first fetch, due at once, in the same transaction. */
export async function createSocialChannel(
  db: Database,
  actor: Actor,
  platform: SocialChannelPlatform,
  input: SocialChannelInput,
  ipAddress: string,
) {
  const feedUrl = checkedFeedAddress(input.feedUrl, platform.allowPrivateNetworks);
  return db.transaction(async (tx) => {
    // One account's creates wait for each other here, so the count below stays true.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`social-channels/${actor.accountId}`}))`,
    );
    const [held] = await tx
      .select({ count: count() })
      .from(socialChannels)
      .where(eq(socialChannels.accountId, actor.accountId));
    if ((held?.count ?? 0) >= socialChannelLimits.channelsPerAccount) {
      throw new Conflict(
        `An account keeps at most ${socialChannelLimits.channelsPerAccount} social channels`,
      );
    }
    const [row] = await tx
      .insert(socialChannels)
      .values({
        accountId: actor.accountId,
        name: input.name,
        feedUrl,
        refreshMinutes: input.refreshMinutes,
      })
      .returning();
    if (!row) throw new Error('Saving a social channel returned no row');
    await scheduleFetch(tx, platform.jobs, row);
    const view = socialChannelView(row);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'createSocialChannel',
      details: { before: null, after: view },
      ipAddress,
    });
    return view;
  });
}
