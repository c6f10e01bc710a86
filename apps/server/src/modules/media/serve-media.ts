import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFound } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import { findVisibleMedia } from './find-media';
import { isOwnPreview } from './media-view';
import type { MediaPlatform } from './media-context';
import { sendStoredFile } from '../../platform/storage/send-stored-file';
import type { Actor } from '../scope';

export type MediaFileKind = 'thumbnail' | 'preview' | 'download';

/**
 * Sends a media's thumbnail, preview or original. Thumbnails and photo previews are JPEG or PNG
 * we made; a video's preview is its checked MP4; a download is always an attachment.
 */
export async function serveMediaFile(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  mediaCode: string,
  kind: MediaFileKind,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const row = await findVisibleMedia(db, actor, mediaCode);
  const send = (hash: string | null, contentType: string | null, attachmentName?: string) => {
    if (!hash) throw new NotFound(`This media has no ${kind} yet`);
    return sendStoredFile(request, reply, platform.files, {
      hash,
      contentType: contentType ?? 'application/octet-stream',
      attachmentName,
    });
  };
  if (kind === 'thumbnail') return send(row.thumbnailHash, 'image/jpeg');
  if (kind === 'download') {
    return send(row.contentHash, 'application/octet-stream', row.fileName ?? row.mediaCode);
  }
  if (isOwnPreview(row)) return send(row.contentHash, row.mimeType);
  return send(row.previewHash, row.mimeType === 'image/png' ? 'image/png' : 'image/jpeg');
}
