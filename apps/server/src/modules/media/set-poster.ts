import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { media } from '../../db/schema';
import { NotFound, UnsupportedMediaType } from '../../platform/errors';
import { readBounded } from '../../platform/storage/read-bounded';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { fileKinds } from './media-content';
import type { MediaPlatform } from './media-context';
import { posterFields } from './process-media';
import { holdFiles, releaseFiles } from './release-files';

/** A poster is one still frame; a 4K PNG stays well under this. */
export const maxPosterBytes = 32 * 1024 ** 2;

/** Makes a video's thumbnail from a poster frame the browser captured (PNG or JPEG). */
export async function setPoster(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  mediaCode: string,
  poster: Readable,
): Promise<void> {
  const still = await readBounded(
    poster,
    maxPosterBytes,
    `A poster can have at most ${maxPosterBytes / 1024 ** 2} MB`,
  );
  const isStill = fileKinds.some((kind) => kind.mediaType === 'Photo' && kind.isAt(still));
  if (!isStill) throw new UnsupportedMediaType('A poster must be a PNG or JPEG image');
  const [row] = await db
    .select({ id: media.id, thumbnailHash: media.thumbnailHash })
    .from(media)
    .where(
      and(
        eq(media.accountId, actor.accountId),
        eq(media.mediaCode, mediaCode),
        eq(media.mediaType, 'Video'),
      ),
    );
  if (!row) throw new NotFound('No such video');
  let fields;
  try {
    fields = await posterFields(platform, still);
  } catch {
    throw new UnsupportedMediaType('The poster is not a readable image');
  }
  await db.transaction(async (tx) => {
    await holdFiles(tx, platform.files, [fields.thumbnailHash]);
    await tx
      .update(media)
      .set({ ...fields, processing: 'ready' })
      .where(eq(media.id, row.id));
  });
  await releaseFiles(db, platform.files, [row.thumbnailHash]);
}
