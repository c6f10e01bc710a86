import { readWhole } from '../../platform/storage/read-whole';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { media } from '../../db/schema';
import type { JobOptions } from '../../platform/jobs/job-queue';
import type { Database } from '../../platform/db/database';
import type { MediaPlatform } from './media-context';
import { imageLibrary, openImage, previewOf, storeBuffer } from './media-images';
import { holdFiles, releaseFiles } from './release-files';

export const previewMediaQueue = 'media.preview';
/** Below every other job: a preview is only looked at once someone opens it. */
export const previewJobOptions: JobOptions = { priority: -1 };
const payloadSchema = z.object({ mediaId: z.string().uuid() });

/**
 * Makes a photo's preview, fitted to a 1920 screen. A file that changed since the job was queued
 * gets its own job from its own processing; what was made for the old one is let go.
 */
export async function makePreview(
  db: Database,
  platform: MediaPlatform,
  mediaId: string,
): Promise<void> {
  const [row] = await db
    .select({
      contentHash: media.contentHash,
      mimeType: media.mimeType,
      previewHash: media.previewHash,
    })
    .from(media)
    .where(and(eq(media.id, mediaId), eq(media.mediaType, 'Photo')));
  const contentHash = row?.contentHash;
  if (!row || !contentHash) return;
  const input = await readWhole(await platform.files.get(contentHash));
  const sharp = await imageLibrary();
  let previewHash: string;
  try {
    previewHash = await storeBuffer(
      platform,
      await previewOf(openImage(sharp, platform, input), row.mimeType),
    );
  } catch (error) {
    // Its thumbnail was made from the same file, so this is rare; the original stands in.
    platform.log.warn({ err: error, mediaId }, 'A preview could not be made');
    return;
  }
  const [updated] = await db.transaction(async (tx) => {
    await holdFiles(tx, platform.files, [previewHash]);
    return tx
      .update(media)
      .set({ previewHash })
      .where(and(eq(media.id, mediaId), eq(media.contentHash, contentHash)))
      .returning({ id: media.id });
  });
  await releaseFiles(db, platform.files, [updated ? row.previewHash : previewHash]);
}

/** Registers the preview job's handler; the database is asked for when a job runs. */
export function handleMediaPreviews(
  db: () => Database,
  platform: MediaPlatform,
): (payload: unknown) => Promise<void> {
  return (payload) => makePreview(db(), platform, payloadSchema.parse(payload).mediaId);
}
