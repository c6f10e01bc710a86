import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { BadGateway, HttpError, NotFound, PayloadTooLarge } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { lookupMediaFile } from './lookup-media-file';
import type { MediaPlatform } from './media-context';
import { uploadFile } from './upload-media';

const photoSchema = z.object({
  urls: z.object({ full: z.string().url(), regular: z.string().url() }),
  links: z.object({ download_location: z.string().url() }).partial().optional(),
});

/** How long Unsplash may take for the photo's JSON, and for the whole image. */
export const unsplashTimeoutMs = { api: 15_000, image: 120_000 };

/** The spec's wording (002 section 8), with what went wrong; nothing is saved. */
function unsplashFailed(reason: string): BadGateway {
  return new BadGateway(`The Unsplash image could not be fetched: ${reason}`);
}

/** A fetch whose network failure or timeout is Unsplash's failure (502), not ours (500). */
async function fetchFromUnsplash(url: string, headers: Record<string, string>, timeoutMs: number) {
  try {
    return await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw unsplashFailed('Unsplash could not be reached');
  }
}

/** The photo's JSON: 404 when Unsplash has no such photo, 502 for anything else unusable. */
async function fetchPhoto(apiUrl: string, photoId: string, headers: Record<string, string>) {
  const answer = await fetchFromUnsplash(
    `${apiUrl}/photos/${encodeURIComponent(photoId)}`,
    headers,
    unsplashTimeoutMs.api,
  );
  if (answer.status === 404) throw new NotFound(`No Unsplash photo ${photoId}`);
  if (!answer.ok) throw unsplashFailed(`Unsplash answered ${answer.status}`);
  const photo = photoSchema.safeParse(await answer.json().catch(() => undefined));
  if (!photo.success) throw unsplashFailed('Unsplash gave an answer that is not a photo');
  return photo.data;
}

/** The library's upload limit, in the words an upload over it gets. */
function tooLarge(maxBytes: number): PayloadTooLarge {
  return new PayloadTooLarge(
    `The Unsplash image is larger than the ${Math.floor(maxBytes / 1024 ** 2)} MB an upload accepts`,
  );
}

/**
 * The image as the store reads it, held to the upload limit as an uploaded file part is: past
 * it the stream fails marked `truncated`, and the store drops what it wrote.
 */
function cappedImage(source: Readable, maxBytes: number): Readable & { truncated?: boolean } {
  let received = 0;
  async function* upToTheLimit() {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      received += chunk.length;
      if (received > maxBytes) {
        capped.truncated = true;
        source.destroy();
        throw tooLarge(maxBytes);
      }
      yield chunk;
    }
  }
  const capped: Readable & { truncated?: boolean } = Readable.from(upToTheLimit(), {
    objectMode: false,
  });
  return capped;
}

/**
 * Imports an Unsplash photo by id into the media library: its JSON from the API, then the image
 * streamed into the store like an upload (checked by its bytes). The API asks that each import
 * is reported at its download location. Whatever Unsplash does wrong (no answer, an error, JSON
 * that is not a photo, an image that breaks off) answers 502 with nothing saved.
 */
export async function importUnsplashPhoto(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  photoId: string,
) {
  const unsplash = platform.config.unsplash;
  if (!unsplash) throw new NotFound('Unsplash import is not configured');
  const headers = { Authorization: `Client-ID ${unsplash.accessKey}`, 'Accept-Version': 'v1' };
  const photo = await fetchPhoto(unsplash.apiUrl, photoId, headers);
  const image = await fetchFromUnsplash(photo.urls.regular, {}, unsplashTimeoutMs.image);
  if (!image.ok || !image.body) throw unsplashFailed(`its image answered ${image.status}`);
  const { maxBytes } = platform.config;
  if (Number(image.headers.get('content-length') ?? 0) > maxBytes) {
    void image.body.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (photo.links?.download_location) {
    void fetch(photo.links.download_location, { headers }).catch(() => undefined);
  }
  const { proposedFileName } = await lookupMediaFile(
    db,
    actor,
    'MediaLibrary',
    `unsplash-${photoId}.jpg`,
  );
  const download = Readable.fromWeb(image.body as WebReadableStream<Uint8Array>);
  let hasBrokenOff = false;
  download.once('error', () => (hasBrokenOff = true));
  const file = cappedImage(download, maxBytes);
  try {
    return await uploadFile(
      db,
      actor,
      platform,
      { filename: proposedFileName, file },
      { allowOverwrite: false, library: 'MediaLibrary' },
    );
  } catch (error) {
    // The store drops a file whose stream failed, so only the answer needs to change.
    if (hasBrokenOff && !(error instanceof HttpError)) {
      throw unsplashFailed('the image broke off while it was downloaded');
    }
    throw error;
  }
}
