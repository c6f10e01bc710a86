import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { Conflict, HttpError, NotFound, PayloadTooLarge } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findByFileName } from './lookup-media-file';
import type { MediaPlatform } from './media-context';
import { uploadFile } from './upload-media';
import {
  fetchFromUnsplash,
  unsplashFailed,
  unsplashHeaders,
  unsplashTimeoutMs,
} from './unsplash-api';

const photoSchema = z.object({
  urls: z.object({ full: z.string().url(), regular: z.string().url() }),
  links: z.object({ download_location: z.string().url() }).partial().optional(),
  user: z.object({ name: z.string() }).partial().optional(),
});

/** The image types an upload takes, by the type the image's host says it sends. */
const extensionOfType: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };
const importedNames = (photoId: string) =>
  Object.values(extensionOfType).map((extension) => `unsplash-${photoId}.${extension}`);

/** The photo's JSON: 404 when Unsplash has no such photo, 502 for anything else unusable. */
async function fetchPhoto(apiUrl: string, photoId: string, headers: Record<string, string>) {
  const answer = await fetchFromUnsplash(
    `${apiUrl}/photos/${encodeURIComponent(photoId)}`,
    headers,
    unsplashTimeoutMs.api,
  );
  if (answer.status === 404) throw new NotFound('Unsplash image could not be fetched.');
  if (!answer.ok) throw unsplashFailed(`Unsplash answered ${answer.status}`);
  const photo = photoSchema.safeParse(await answer.json().catch(() => undefined));
  if (!photo.success) throw unsplashFailed('Unsplash gave an answer that is not a photo');
  return photo.data;
}

/** The media an earlier import of this photo made, if the actor sees it. */
async function earlierImport(db: Database, actor: Actor, photoId: string) {
  for (const fileName of importedNames(photoId)) {
    const holder = await findByFileName(db, actor, 'MediaLibrary', fileName);
    if (holder?.inScope) return { ok: true, fileName, mediaCode: holder.mediaCode };
  }
  return undefined;
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
 * streamed into the store like an upload (checked by its bytes), named by the type its host
 * sends and credited to its photographer. A photo imported before gives the same media again,
 * also when two imports of it race (the second finds the name the first took). The API asks that
 * each import is reported at its download location. Whatever Unsplash does wrong (no answer, an
 * error, JSON that is not a photo, an image that breaks off) answers 502 with nothing saved.
 */
export async function importUnsplashPhoto(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  photoId: string,
) {
  const unsplash = platform.config.unsplash;
  if (!unsplash) throw new NotFound('Unsplash import is not configured');
  const headers = unsplashHeaders(unsplash);
  const photo = await fetchPhoto(unsplash.apiUrl, photoId, headers);
  const earlier = await earlierImport(db, actor, photoId);
  if (earlier) return earlier;
  const image = await fetchFromUnsplash(photo.urls.regular, {}, unsplashTimeoutMs.image);
  if (!image.ok || !image.body) throw unsplashFailed(`its image answered ${image.status}`);
  const type = image.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  const extension = extensionOfType[type];
  if (!extension) {
    void image.body.cancel().catch(() => undefined);
    throw unsplashFailed(`its image is ${type || 'of no stated type'}, not JPEG or PNG`);
  }
  const { maxBytes } = platform.config;
  if (Number(image.headers.get('content-length') ?? 0) > maxBytes) {
    void image.body.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  if (photo.links?.download_location) {
    void fetch(photo.links.download_location, { headers }).catch(() => undefined);
  }
  const download = Readable.fromWeb(image.body as WebReadableStream<Uint8Array>);
  let hasBrokenOff = false;
  download.once('error', () => (hasBrokenOff = true));
  const file = cappedImage(download, maxBytes);
  const photographer = photo.user?.name?.trim();
  try {
    return await uploadFile(
      db,
      actor,
      platform,
      { filename: `unsplash-${photoId}.${extension}`, file },
      {
        allowOverwrite: false,
        library: 'MediaLibrary',
        description: photographer ? `Photo by ${photographer} on Unsplash`.slice(0, 256) : '',
      },
    );
  } catch (error) {
    if (error instanceof Conflict) {
      download.destroy();
      const raced = await earlierImport(db, actor, photoId);
      if (raced) return raced;
    }
    // The store drops a file whose stream failed, so only the answer needs to change.
    if (hasBrokenOff && !(error instanceof HttpError)) {
      throw unsplashFailed('the image broke off while it was downloaded');
    }
    throw error;
  }
}
