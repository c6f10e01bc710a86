import type { UploadResult } from '@marquee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { buffer } from 'node:stream/consumers';
import type { Tenant } from '../../platform/http/define-route';
import type { MediaServices } from './media-context';
import { setPoster } from './set-poster';
import { refusal, uploadFile, type UploadOptions } from './upload-media';

/**
 * Reads a multipart upload part by part, each file streamed into the store while it arrives.
 * A `poster` part (PNG or JPEG) right after a video's `file` part becomes that video's poster.
 * When nothing was stored, the answer takes the status of the first refusal.
 */
export async function receiveUpload(
  services: MediaServices,
  tenant: Tenant,
  userCode: string,
  request: FastifyRequest,
  reply: FastifyReply,
  options: UploadOptions,
) {
  const results: UploadResult[] = [];
  let refusalStatus: number | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    // A client that goes away mid-file ends the file's stream, so its temp file is removed.
    const abort = () => {
      if (!request.raw.complete) part.file.destroy(new Error('The upload was aborted'));
    };
    request.raw.once('close', abort);
    try {
      const last = results.at(-1);
      if (part.fieldname === 'poster' && last?.mediaCode) {
        await setPoster(services, tenant, last.mediaCode, await buffer(part.file));
      } else {
        results.push(await uploadFile(services, tenant, userCode, part, options));
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
  return { success: { ok: true }, Medias: results };
}
