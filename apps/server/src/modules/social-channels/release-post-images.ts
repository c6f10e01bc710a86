import { NotFound } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import { mediaNamedByFacts } from '../items';
import { removeMedia } from '../media';
import { backgroundActor } from '../scope';
import type { SocialChannelPlatform } from './fetch-schedule';

/**
 * Removes the pictures that posts let go (rolled off the feed, or went with their channel) and no
 * fact of the account names any more. After the posts' transaction, so a failure here loses no
 * post; it is logged, and leaves a picture in the ItemImages library for a person to remove.
 */
export async function releasePostImages(
  db: Database,
  platform: Pick<SocialChannelPlatform, 'media'>,
  account: { accountId: string; accountCode: string },
  mediaCodes: readonly string[],
): Promise<void> {
  try {
    const named = await mediaNamedByFacts(db, account.accountId, mediaCodes);
    const actor = backgroundActor(account);
    for (const code of mediaCodes.filter((code) => !named.has(code))) {
      // Removed one at a time: a picture someone removed by hand meanwhile is no reason to keep the rest.
      await removeMedia(db, actor, platform.media, [code]).catch((error: unknown) => {
        if (!(error instanceof NotFound)) throw error;
      });
    }
  } catch (error) {
    platform.media.log.warn({ err: error }, 'Pictures of social posts could not be removed');
  }
}
