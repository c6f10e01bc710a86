import type { UploadResult } from '@marquee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import type { MediaPlatform } from './media-context';
import { setPoster } from './set-poster';
import { refusal, uploadFile, type UploadOptions } from './upload-media';
import { PayloadTooLarge } from '../../platform/errors';
import { okSaying } from '../../platform/http/success-envelope';

/** Most files one upload stores; the ones after them are answered as refused. */
export const maxFilesPerUpload = 50;
/**
 * Most file parts one upload reads at all, so that every file past `maxFilesPerUpload` can still
 * be answered by name while the answer stays bounded.
 */
export const maxFilePartsPerUpload = 1000;

function isPartsLimit(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT';
}

/** The request's parts, ending quietly at `maxFilePartsPerUpload` and remembering that it did. */
function partsUntilLimit(request: FastifyRequest) {
  const state = { cutShort: false };
  async function* parts() {
    try {
      yield* request.parts();
    } catch (error) {
      if (!isPartsLimit(error)) throw error;
      state.cutShort = true;
    }
  }
  return { state, parts: parts() };
}

/**
 * Reads a multipart upload part by part, each file streamed into the store while it arrives.
 * A `poster` part (PNG or JPEG) right after a video's `file` part becomes that video's poster.
 * Files past `maxFilesPerUpload` are read through and answered as refused, each by name, so the
 * answer lists every file it was sent. When nothing was stored, the answer takes the status of
 * the first refusal; when some was, it is a 200 whose `Medias` say which files failed and why.
 */
export async function receiveUpload(
  db: Database,
  actor: Actor,
  platform: MediaPlatform,
  request: FastifyRequest,
  reply: FastifyReply,
  options: UploadOptions,
) {
  const results: UploadResult[] = [];
  let refusalStatus: number | undefined;
  let filesTried = 0;
  const reading = partsUntilLimit(request);
  for await (const part of reading.parts) {
    if (part.type !== 'file') continue;
    // A client that goes away mid-file ends the file's stream, so its temp file is removed.
    const abort = () => {
      if (!request.raw.complete) part.file.destroy(new Error('The upload was aborted'));
    };
    request.raw.once('close', abort);
    try {
      const last = results.at(-1);
      if (part.fieldname === 'poster' && last?.mediaCode) {
        await setPoster(db, actor, platform, last.mediaCode, part.file);
      } else {
        filesTried += 1;
        if (filesTried > maxFilesPerUpload) {
          throw new PayloadTooLarge(
            `An upload stores at most ${maxFilesPerUpload} files; send this one in another upload`,
          );
        }
        results.push(await uploadFile(db, actor, platform, part, options));
      }
    } catch (error) {
      part.file.resume();
      const refused = refusal(part.filename, error);
      results.push(refused.result);
      refusalStatus ??= refused.status;
    } finally {
      request.raw.off('close', abort);
    }
  }
  if (!results.some((result) => result.ok) && refusalStatus) {
    reply.code(refusalStatus);
    return {
      success: { ok: false, message: results.map((result) => result.errorMessage).join('; ') },
      Medias: results,
    };
  }
  const message = reading.state.cutShort
    ? `An upload reads at most ${maxFilePartsPerUpload} files; the files after them were not read`
    : undefined;
  return { success: okSaying(message), Medias: results };
}
