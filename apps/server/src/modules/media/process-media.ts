import { spawn } from 'node:child_process';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import type sharpLibrary from 'sharp';
import type { Sharp } from 'sharp';
import { z } from 'zod';
import { media } from '../../db/schema';
import type { MediaServices } from './media-context';
import { orientationOf } from './orientation';
import { holdFiles, releaseFiles } from './release-files';

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
    .resize(thumbnailBox, thumbnailBox, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80, mozjpeg: false })
    .toBuffer();
}

type ImageLibrary = typeof sharpLibrary;

/**
 * The image library, loaded with the first image to process: its native part costs about 30 MB
 * of memory, which a server busy only with screens should not carry.
 */
async function imageLibrary(): Promise<ImageLibrary> {
  return (await import('sharp')).default;
}

/** An image to decode from `input`, upright by its EXIF orientation. */
function openImage(sharp: ImageLibrary, services: MediaServices, input: Buffer) {
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
    buffer(ffmpeg.stdout).then(
      (frame) =>
        ffmpeg.on('close', (code) => resolve(code === 0 && frame.length > 0 ? frame : null)),
      () => resolve(null),
    );
  });
}

type Processed = Partial<typeof media.$inferInsert>;

/** The preview: a PNG stays PNG (it may be transparent), the rest become JPEG. */
function encodePreview(image: Sharp, mimeType: string | null): Promise<Buffer> {
  return (mimeType === 'image/png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
}

async function processPhoto(services: MediaServices, contentHash: string, mimeType: string | null) {
  // sharp holds a piped input whole before decoding anyway; as a buffer it can be opened twice.
  const input = await buffer(await services.files.get(contentHash));
  const sharp = await imageLibrary();
  // Decoding the original is most of the work (a JPEG shrinks on load to the preview's size), so
  // it is decoded once, upright and fitted, and both the preview and the thumbnail are made from
  // those pixels.
  const [fitted, metadata] = await Promise.all([
    openImage(sharp, services, input)
      .resize(previewBox, previewBox, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true }),
    sharp(input, { limitInputPixels: services.config.maxPixels }).metadata(),
  ]);
  const { width: fittedWidth, height: fittedHeight, channels } = fitted.info;
  const pixels = () =>
    sharp(fitted.data, { raw: { width: fittedWidth, height: fittedHeight, channels } });
  const [preview, thumbnail] = await Promise.all([
    encodePreview(pixels(), mimeType),
    thumbnailOf(pixels()),
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
  const sharp = await imageLibrary();
  return {
    thumbnailHash: await storeBuffer(
      services,
      await thumbnailOf(openImage(sharp, services, still)),
    ),
  };
}

/**
 * Makes a media's thumbnail and preview: photos with sharp; videos from a frame when ffmpeg is
 * there, otherwise they wait for a poster from the browser (`processing` none). A file sharp
 * cannot read is marked failed rather than retried.
 */
export async function processMedia(services: MediaServices, mediaId: string): Promise<void> {
  const [row] = await services.db.select().from(media).where(eq(media.id, mediaId));
  const contentHash = row?.contentHash;
  if (!row || !contentHash) return;
  let fields: Processed;
  try {
    if (row.mediaType === 'Photo') {
      fields = {
        ...(await processPhoto(services, contentHash, row.mimeType)),
        processing: 'ready',
      };
    } else {
      const frame =
        row.mediaType === 'Video' ? await ffmpegFrame(await services.files.get(contentHash)) : null;
      fields = frame
        ? { ...(await posterFields(services, frame)), processing: 'ready' }
        : { processing: 'none' };
    }
  } catch (error) {
    services.log.warn({ err: error, mediaId }, 'A media file could not be processed');
    fields = { processing: 'failed' };
  }
  const [updated] = await services.db.transaction(async (tx) => {
    await holdFiles(tx, services.files, [fields.thumbnailHash, fields.previewHash]);
    return tx
      .update(media)
      .set(fields)
      .where(and(eq(media.id, mediaId), eq(media.contentHash, contentHash)))
      .returning({ id: media.id });
  });
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
