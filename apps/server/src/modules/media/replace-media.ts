import type { FastifyReply, FastifyRequest } from 'fastify';
import { BadRequest } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import { findVisibleMedia } from './find-media';
import { media } from '../../db/schema';
import { eq } from 'drizzle-orm';
import type { MediaPlatform } from './media-context';
import { refusal, uploadFile } from './upload-media';
import type { Actor } from '../scope';
import { ok } from '../../platform/http/success-envelope';

/** Gives a photo a new file from the request's first file part: same code, name, tags and uses. */
export async function replaceMedia(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  code: string,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const row = await findVisibleMedia(db, actor, code, eq(media.mediaType, 'Photo'));
  const part = await request.file();
  if (!part) throw new BadRequest('file: a replace needs a file');
  try {
    const result = await uploadFile(
      db,
      actor,
      platform,
      part,
      { allowOverwrite: true, library: row.library },
      row,
    );
    return { success: ok, Medias: [result] };
  } catch (error) {
    part.file.resume();
    const refused = refusal(part.filename, error);
    reply.code(refused.status);
    return {
      success: { ok: false, message: refused.result.errorMessage ?? '' },
      Medias: [refused.result],
    };
  }
}
