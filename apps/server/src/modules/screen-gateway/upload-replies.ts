import type { FastifyReply } from 'fastify';
import type { UploadKind, UploadedFile } from './latest-uploads';

/*
 * The latest file a screen uploaded, as the apps read it: the file itself with its time in
 * Last-Modified, or 204 No Content before the screen has sent one. "Nothing yet" is an ordinary
 * state of a new screen, not a failure, so it is no 404 in the browser's console.
 */

const mediaTypes: Record<UploadKind, string> = {
  orderScreenshot: 'image/png',
  orderLogs: 'text/plain; charset=utf-8',
};

export function replyWithUpload(reply: FastifyReply, file: UploadedFile | null) {
  if (!file) return reply.code(204).send();
  // The file's bytes are the answer: sent here, so no JSON schema is asked to check them.
  return reply
    .type(mediaTypes[file.kind])
    .header('last-modified', file.at.toUTCString())
    .header('cache-control', 'private, no-cache')
    .send(file.body);
}
