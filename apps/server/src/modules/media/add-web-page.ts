import { media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Forbidden } from '../../platform/errors';
import type { Actor } from '../scope';
import { getMediaMetadata } from './get-media-metadata';

/** Adds an https web page as a media; its name is its URL. The account's flag may turn it off. */
export async function addWebPage(
  db: Database,
  actor: Actor,
  page: { url: string; description?: string },
) {
  if (!actor.featureFlags.createWebPageSign) {
    throw new Forbidden('Signs from web pages are turned off for this account.');
  }
  const [row] = await db
    .insert(media)
    .values({
      accountId: actor.accountId,
      displayName: page.url,
      description: page.description ?? '',
      mediaType: 'WebPage',
    })
    .returning({ mediaCode: media.mediaCode });
  return getMediaMetadata(db, actor, row!.mediaCode);
}
