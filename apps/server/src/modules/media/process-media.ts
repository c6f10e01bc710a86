import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { z } from 'zod';
import { media } from '../../db/schema';
import type { MediaServices } from './media-context';
import { orientationOf } from './orientation';
import { releaseFiles } from './release-files';

export const processMediaQueue = 'media.process';
const payloadSchema = z.object({ mediaId: z.string().uuid() });

/** Thumbnails fit in 480x480, previews in a 1920 screen; neither is enlarged. */
const thumbnailBox = 480;
const previewBox = 1920;

async function storeBuffer(services: MediaServices, bytes: Buffer): Promise<string> {
  return (await services.files.put(Readable.from([bytes]))).hash;
}

/** The thumbnail of a still (a photo, a poster frame) as JPEG, upright by its EXIF orientation. */
function thumbnailOf(image: Sharp): Promise<Buffer> {
  return image
    .clone()
    .resize(thumbnailBox, thumbnailBox, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: false })
    .toBuffer();
}

function openImage(services: MediaServices, input?: Buffer) {
  return sharp(input, { limitInputPixels: services.config.maxPixels, failOn: 'error' }).rotate();
}

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
    ffmpeg.on('error', () => resolve(null));
    input.on('error', () => ffmpeg.kill());
    // ffmpeg stops reading once it has its frame; the rest of the file is not needed.
    ffmpeg.stdin.on('error', () => undefined);
    input.pipe(ffmpeg.stdin);
    buffer(ffmpeg.stdout).then(
      (frame) =>
        ffmpeg.on('close', (code) => resolve(code === 0 && frame.length > 0 ? frame : null)),
      () => resolve(null),
    );
  });
}

type Processed = Partial<typeof media.$inferInsert>;

async function processPhoto(services: MediaServices, contentHash: string, mimeType: string | null) {
  const image = openImage(services);
  (await services.files.get(contentHash)).pipe(image);
  const [thumbnail, preview, metadata] = await Promise.all([
    thumbnailOf(image),
    (mimeType === 'image/png'
      ? image
          .clone()
          .resize(previewBox, previewBox, { fit: 'inside', withoutEnlargement: true })
          .png()
      : image
          .clone()
          .resize(previewBox, previewBox, { fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85 })
    ).toBuffer(),
    image.metadata(),
  ]);
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright size is the other way round.
  const isTurned = (metadata.orientation ?? 1) >= 5;
  const width = isTurned ? metadata.height : metadata.width;
  const height = isTurned ? metadata.width : metadata.height;
  return {
    thumbnailHash: await storeBuffer(services, thumbnail),
    previewHash: await storeBuffer(services, preview),
    width,
    height,
    orientation: orientationOf(width ?? null, height ?? null),
  } satisfies Processed;
}

/** Sets a video's thumbnail from a still: a frame ffmpeg took, or a poster the browser sent. */
export async function posterFields(services: MediaServices, still: Buffer): Promise<Processed> {
  return {
    thumbnailHash: await storeBuffer(services, await thumbnailOf(openImage(services, still))),
  };
}

/**
 * Makes a media's thumbnail and preview: photos with sharp; videos from a frame when ffmpeg is
 * there, otherwise they wait for a poster from the browser (`processing` none). A file sharp
 * cannot read is marked failed rather than retried.
 */
export async function processMedia(services: MediaServices, mediaId: string): Promise<void> {
  const [row] = await services.db.select().from(media).where(eq(media.id, mediaId));
  if (!row?.contentHash) return;
  let fields: Processed;
  try {
    if (row.mediaType === 'Photo') {
      fields = {
        ...(await processPhoto(services, row.contentHash, row.mimeType)),
        processing: 'ready',
      };
    } else {
      const frame =
        row.mediaType === 'Video'
          ? await ffmpegFrame(await services.files.get(row.contentHash))
          : null;
      fields = frame
        ? { ...(await posterFields(services, frame)), processing: 'ready' }
        : { processing: 'none' };
    }
  } catch {
    fields = { processing: 'failed' };
  }
  const [updated] = await services.db
    .update(media)
    .set(fields)
    .where(and(eq(media.id, mediaId), eq(media.contentHash, row.contentHash)))
    .returning({ id: media.id });
  // The file changed meanwhile (a replace): what was made belongs to nothing.
  if (!updated) {
    await releaseFiles(services.db, services.files, [
      fields.thumbnailHash ?? null,
      fields.previewHash ?? null,
    ]);
  } else {
    await releaseFiles(services.db, services.files, [row.thumbnailHash, row.previewHash]);
  }
}

/** Registers the processing job's handler. */
export function handleMediaProcessing(
  services: () => MediaServices,
): (payload: unknown) => Promise<void> {
  return (payload) => processMedia(services(), payloadSchema.parse(payload).mediaId);
}
