import { and, inArray, type SQL } from 'drizzle-orm';
import { media } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * The media rows of these codes within `reach` (the caller's media for the editor, the whole
 * account for a render), with what both the editor and the renderer read of them.
 */
export async function namedMedia(db: Database, reach: SQL, mediaCodes: readonly string[]) {
  if (mediaCodes.length === 0) return [];
  return db
    .select({
      mediaCode: media.mediaCode,
      mediaType: media.mediaType,
      displayName: media.displayName,
      contentHash: media.contentHash,
      previewHash: media.previewHash,
      thumbnailHash: media.thumbnailHash,
      width: media.width,
      height: media.height,
    })
    .from(media)
    .where(and(reach, inArray(media.mediaCode, [...mediaCodes])));
}
