import { socialChannelLimits, type SocialChannelInput } from '@marquee/contracts';
import { count, eq, sql } from 'drizzle-orm';
import { socialChannels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import type { Actor } from '../scope';
import type { SocialChannelPlatform } from './fetch-schedule';
import { saveSocialChannel } from './save-social-channel';

/** Adds a channel and queues its first fetch, due at once, in the same transaction. */
export async function createSocialChannel(
  db: Database,
  actor: Actor,
  platform: SocialChannelPlatform,
  input: SocialChannelInput,
  ipAddress: string,
) {
  return saveSocialChannel(db, actor, platform, input, ipAddress, {
    action: 'createSocialChannel',
    write: async (tx, fields) => {
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
        .values({ accountId: actor.accountId, ...fields })
        .returning();
      return { before: null, row };
    },
  });
}
