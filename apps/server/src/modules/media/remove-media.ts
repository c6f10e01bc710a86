import { and, inArray } from 'drizzle-orm';
import { media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { recordContentChange, playersPlayingMedia } from '../content';
import type { Actor } from '../scope';
import type { MediaPlatform } from './media-context';
import { noteMediaChanged } from './media-changed';
import { playsWithinReach } from './plays-within-reach';
import { releaseFiles } from './release-files';
import { signFilesOf } from './sign-media';

/**
 * Deletes media the user may see, all or none (any other code is 404), then the files no row
 * uses any more, a sign's every orientation included. The screens that played them (on their
 * own channels or through broadcasts) get their manifests without them and are told; all of them
 * must lie inside the user's scope (else 403), as the user may not take away what screens they
 * cannot see are playing. Signs that showed them hear of it by `mediaChangedQueue` and render
 * without them.
 */
export async function removeMedia(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  codes: string[],
) {
  const wanted = [...new Set(codes)];
  const visible = await actor.media();
  const assertWithinReach = await playsWithinReach(actor);
  const removed = await db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: media.id })
      .from(media)
      .where(and(visible, inArray(media.mediaCode, wanted)));
    if (ids.length !== wanted.length) throw new NotFound('No such media');
    const reached = await playersPlayingMedia(
      tx,
      actor,
      ids.map((row) => row.id),
    );
    await assertWithinReach(tx, reached);
    const signFiles = await signFilesOf(
      tx,
      ids.map((row) => row.id),
    );
    const rows = await tx
      .delete(media)
      .where(and(visible, inArray(media.mediaCode, wanted)))
      .returning({
        contentHash: media.contentHash,
        thumbnailHash: media.thumbnailHash,
        previewHash: media.previewHash,
      });
    if (rows.length !== wanted.length) throw new NotFound('No such media');
    await recordContentChange(tx, { accountId: actor.accountId, playerIds: reached });
    await noteMediaChanged(tx, platform, { accountId: actor.accountId, mediaCodes: wanted });
    return [
      ...rows.flatMap((row) => [row.contentHash, row.thumbnailHash, row.previewHash]),
      ...signFiles,
    ];
  });
  await releaseFiles(db, platform.files, removed);
}
