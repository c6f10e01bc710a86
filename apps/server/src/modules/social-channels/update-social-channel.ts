import type { SocialChannelInput } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import { socialChannels } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import type { SocialChannelPlatform } from './fetch-schedule';
import { saveSocialChannel } from './save-social-channel';
import { findSocialChannel } from './social-channel-view';

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
  return saveSocialChannel(db, actor, platform, input, ipAddress, {
    action: 'updateSocialChannel',
    write: async (tx, fields) => {
      const before = await findSocialChannel(tx, actor, channelCode, true);
      const [row] = await tx
        .update(socialChannels)
        .set({ ...fields, lastError: null, updatedAt: new Date() })
        .where(eq(socialChannels.id, before.id))
        .returning();
      return { before, row };
    },
  });
}
