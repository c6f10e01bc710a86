import type { FastifyReply } from 'fastify';

/*
 * The latest file a screen uploaded, as the apps read it: the file itself with its time in
 * Last-Modified, or 204 No Content before the screen has sent one. "Nothing yet" is an ordinary
 * state of a new screen, not a failure, so it is no 404 in the browser's console.
 */

export function replyWithScreenshot(
  reply: FastifyReply,
  shot: { png: Buffer; takenAt: Date } | null,
) {
  if (!shot) return reply.code(204).send();
  // The PNG's bytes are the answer: sent here, so no text schema is asked to check them.
  return reply
    .type('image/png')
    .header('last-modified', shot.takenAt.toUTCString())
    .header('cache-control', 'private, no-cache')
    .send(shot.png);
}

export function replyWithLogs(reply: FastifyReply, logs: { text: string; writtenAt: Date } | null) {
  if (!logs) return reply.code(204).send();
  return reply
    .type('text/plain; charset=utf-8')
    .header('last-modified', logs.writtenAt.toUTCString())
    .header('cache-control', 'private, no-cache')
    .send(logs.text);
}
