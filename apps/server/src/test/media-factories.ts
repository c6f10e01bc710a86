import { Readable } from 'node:stream';
import { newCode } from '../db/codes';
import { media, mediaTags, tags } from '../db/schema';
import type { Database } from '../platform/db/database';
import type { FileStore } from '../platform/storage/file-store';

/** How each media type of the factory is stored. */
const fileOfType = {
  Photo: { mimeType: 'image/png', extension: 'png' },
  Video: { mimeType: 'video/mp4', extension: 'mp4' },
} as const;

/**
 * A photo (or video) of the account with its file, thumbnail and preview stored (the bytes need
 * not be an image: nothing decodes them), tagged with a media tag of the same account.
 */
export async function createMedia(
  db: Database,
  files: FileStore,
  accountId: string,
  mediaType: keyof typeof fileOfType = 'Photo',
) {
  const { mimeType, extension } = fileOfType[mediaType];
  const stored = await files.put(
    Readable.from([Buffer.from(`${mediaType.toLowerCase()} ${newCode()}`)]),
  );
  const [row] = await db
    .insert(media)
    .values({
      accountId,
      displayName: `${mediaType} ${newCode()}`,
      mediaType,
      fileName: `${mediaType.toLowerCase()}-${newCode()}.${extension}`,
      mimeType,
      contentHash: stored.hash,
      sizeBytes: stored.sizeBytes,
      thumbnailHash: stored.hash,
      previewHash: stored.hash,
      processing: 'ready',
    })
    .returning();
  const [tag] = await db
    .insert(tags)
    .values({ accountId, tagType: 'media', name: `Tag ${newCode()}`, color: '#336699' })
    .returning();
  if (!row || !tag) throw new Error('Creating a media returned no row');
  await db.insert(mediaTags).values({ mediaId: row.id, tagId: tag.id });
  return { media: row, tag };
}
