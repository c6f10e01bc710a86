import { spawn } from 'node:child_process';
import type { Readable } from 'node:stream';
import { readWhole } from '../../platform/storage/read-whole';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { media } from '../../db/schema';
import { recordContentChange, playersPlayingMedia } from '../content';
import { previewJobOptions, previewMediaQueue } from './make-preview';
import type { Database } from '../../platform/db/database';
import type { MediaPlatform } from './media-context';
import { imageLibrary, openImage, storeBuffer, thumbnailOf } from './media-images';
import { orientationOf } from '@marquee/domain';
import { holdFiles, releaseFiles } from './release-files';

export const processMediaQueue = 'media.process';
const payloadSchema = z.object({ mediaId: z.string().uuid() });

/** A frame one second in, when ffmpeg is on the PATH; null otherwise or when it fails. */
async function ffmpegFrame(input: Readable): Promise<Buffer | null> {
  return new Promise((resolve) => {
    const ffmpeg = spawn(
      'ffmpeg',
      [
        '-v',
        'error',
        '-ss',
        '1',
        '-i',
        'pipe:0',
        '-frames:v',
        '1',
        '-f',
        'image2pipe',
        '-c:v',
        'mjpeg',
        'pipe:1',
      ],
      { stdio: ['pipe', 'pipe', 'ignore'] },
    );
    // Without ffmpeg (or once it has its frame) the file is closed here, not left to the GC.
    ffmpeg.on('error', () => {
      input.destroy();
      resolve(null);
    });
    ffmpeg.on('close', () => input.destroy());
    input.on('error', () => ffmpeg.kill());
    // ffmpeg stops reading once it has its frame; the rest of the file is not needed.
    ffmpeg.stdin.on('error', () => undefined);
    input.pipe(ffmpeg.stdin);
    readWhole(ffmpeg.stdout).then(
      (frame) =>
        ffmpeg.on('close', (code) => resolve(code === 0 && frame.length > 0 ? frame : null)),
      () => resolve(null),
    );
  });
}

type Processed = Partial<typeof media.$inferInsert>;

/**
 * A photo's thumbnail and its upright size. Its preview is a job of its own at a lower priority
 * (`make-preview.ts`): a library filling up with uploads shows every thumbnail before any preview
 * is made, and the preview call sends the original meanwhile.
 */
async function processPhoto(platform: MediaPlatform, contentHash: string) {
  // sharp holds a piped input whole before decoding anyway; as a buffer it can be opened twice.
  const input = await readWhole(await platform.files.get(contentHash));
  const sharp = await imageLibrary();
  const [thumbnail, metadata] = await Promise.all([
    thumbnailOf(openImage(sharp, platform, input)),
    sharp(input, { limitInputPixels: platform.config.maxPixels }).metadata(),
  ]);
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright size is the other way round.
  const isTurned = (metadata.orientation ?? 1) >= 5;
  const width = isTurned ? metadata.height : metadata.width;
  const height = isTurned ? metadata.width : metadata.height;
  return {
    thumbnailHash: await storeBuffer(platform, thumbnail),
    width,
    height,
    orientation: orientationOf(width ?? null, height ?? null),
  } satisfies Processed;
}

/** Sets a video's thumbnail from a still: a frame ffmpeg took, or a poster the browser sent. */
export async function posterFields(platform: MediaPlatform, still: Buffer): Promise<Processed> {
  const sharp = await imageLibrary();
  return {
    thumbnailHash: await storeBuffer(
      platform,
      await thumbnailOf(openImage(sharp, platform, still)),
    ),
  };
}

/**
 * Makes a media's thumbnail (and queues a photo's preview): photos with sharp; videos from a frame when ffmpeg is
 * there, otherwise they wait for a poster from the browser (`processing` none). A file sharp
 * cannot read is marked failed rather than retried.
 */
export async function processMedia(
  db: Database,
  platform: MediaPlatform,
  mediaId: string,
): Promise<void> {
  const [row] = await db.select().from(media).where(eq(media.id, mediaId));
  const contentHash = row?.contentHash;
  if (!row || !contentHash) return;
  let fields: Processed;
  try {
    if (row.mediaType === 'Photo') {
      fields = { ...(await processPhoto(platform, contentHash)), processing: 'ready' };
    } else {
      const frame =
        row.mediaType === 'Video' ? await ffmpegFrame(await platform.files.get(contentHash)) : null;
      fields = frame
        ? { ...(await posterFields(platform, frame)), processing: 'ready' }
        : { processing: 'none' };
    }
  } catch (error) {
    platform.log.warn({ err: error, mediaId }, 'A media file could not be processed');
    fields = { processing: 'failed' };
  }
  const [updated] = await db.transaction(async (tx) => {
    await holdFiles(tx, platform.files, [fields.thumbnailHash]);
    const changed = await tx
      .update(media)
      .set(fields)
      .where(and(eq(media.id, mediaId), eq(media.contentHash, contentHash)))
      .returning({ id: media.id });
    if (changed.length > 0 && row.mediaType === 'Photo' && fields.processing === 'ready') {
      await platform.jobs.enqueue(previewMediaQueue, { mediaId }, previewJobOptions, tx);
      // Its size is in the manifests of the screens that play it (a replaced photo's too).
      await recordContentChange(tx, {
        accountId: row.accountId,
        playerIds: await playersPlayingMedia(tx, row, [mediaId]),
      });
    }
    return changed;
  });
  // The old thumbnail; or, when the file changed meanwhile (a replace), the new one, which
  // belongs to nothing.
  await releaseFiles(db, platform.files, [
    updated ? row.thumbnailHash : (fields.thumbnailHash ?? null),
  ]);
}

/** Registers the processing job's handler; the database is asked for when a job runs. */
export function handleMediaProcessing(
  db: () => Database,
  platform: MediaPlatform,
): (payload: unknown) => Promise<void> {
  return (payload) => processMedia(db(), platform, payloadSchema.parse(payload).mediaId);
}
