import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { z } from 'zod';
import { NotFound } from '../../platform/errors';
import type { Tenant } from '../../platform/http/define-route';
import { lookupMediaFile } from './lookup-media-file';
import type { MediaServices } from './media-context';
import { uploadFile } from './upload-media';

const photoSchema = z.object({
  urls: z.object({ full: z.string().url(), regular: z.string().url() }),
  links: z.object({ download_location: z.string().url() }).partial().optional(),
});

/**
 * Imports an Unsplash photo by id into the media library: its JSON from the API, then the image
 * streamed into the store like an upload (checked by its bytes). The API asks that each import
 * is reported at its download location.
 */
export async function importUnsplashPhoto(
  services: MediaServices,
  tenant: Tenant,
  userCode: string,
  photoId: string,
) {
  const unsplash = services.config.unsplash;
  if (!unsplash) throw new NotFound('Unsplash import is not configured');
  const headers = { Authorization: `Client-ID ${unsplash.accessKey}`, 'Accept-Version': 'v1' };
  const answer = await fetch(`${unsplash.apiUrl}/photos/${encodeURIComponent(photoId)}`, {
    headers,
  });
  if (!answer.ok) throw new NotFound(`No Unsplash photo ${photoId}`);
  const photo = photoSchema.parse(await answer.json());
  const image = await fetch(photo.urls.regular);
  if (!image.ok || !image.body)
    throw new NotFound(`The Unsplash photo ${photoId} could not be fetched`);
  if (photo.links?.download_location) {
    void fetch(photo.links.download_location, { headers }).catch(() => undefined);
  }
  const { proposedFileName } = await lookupMediaFile(
    services.db,
    tenant,
    'MediaLibrary',
    `unsplash-${photoId}.jpg`,
  );
  const file = Readable.fromWeb(image.body as WebReadableStream<Uint8Array>);
  return uploadFile(
    services,
    tenant,
    userCode,
    { filename: proposedFileName, file },
    {
      allowOverwrite: false,
      library: 'MediaLibrary',
    },
  );
}
