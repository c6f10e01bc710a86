import type { SocialChannelInput } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { checkedFeedAddress } from './feed-address';
import { scheduleFetch, type SocialChannelPlatform } from './fetch-schedule';
import { socialChannelView, type SocialChannelRow } from './social-channel-view';

/** A channel's fields as a create or an update stores them. */
export type SocialChannelFields = Pick<SocialChannelRow, 'name' | 'feedUrl' | 'refreshMinutes'>;

export interface SocialChannelWrite {
  action: 'createSocialChannel' | 'updateSocialChannel';
  /** Stores the fields in the caller's transaction: the channel before (null when new) and after. */
  write: (
    tx: Database,
    fields: SocialChannelFields,
  ) => Promise<{ before: SocialChannelRow | null; row: SocialChannelRow | undefined }>;
}

/**
 * What creating and changing a channel share: the feed address checked before any transaction,
 * the write, a fetch due at once queued in the same transaction, and the audit of before and after.
 */
export async function saveSocialChannel(
  db: Database,
  actor: Actor,
  platform: SocialChannelPlatform,
  input: SocialChannelInput,
  ipAddress: string,
  change: SocialChannelWrite,
) {
  const fields: SocialChannelFields = {
    name: input.name,
    feedUrl: checkedFeedAddress(input.feedUrl, platform.allowPrivateNetworks),
    refreshMinutes: input.refreshMinutes,
  };
  return db.transaction(async (tx) => {
    const { before, row } = await change.write(tx, fields);
    if (!row) throw new Error('Saving a social channel returned no row');
    await scheduleFetch(tx, platform.jobs, row);
    const view = socialChannelView(row);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: change.action,
      details: { before: before && socialChannelView(before), after: view },
      ipAddress,
    });
    return view;
  });
}
