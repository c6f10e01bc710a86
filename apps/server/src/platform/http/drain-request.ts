import type { IncomingMessage } from 'node:http';

/**
 * Most of a refused body read and dropped before answering; a client sending more than this
 * past the limit may see its connection reset rather than tie the server up reading it.
 */
const maxDrainedBytes = 64 * 1024 * 1024;

/** Whether the request carries a body, by its headers, whether or not any of it was read. */
export function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (!!length && length !== '0');
}

/**
 * Reads and drops the rest of a request body, answering how many bytes it dropped. A server that
 * answers and closes while the client is still sending resets the connection, and the client
 * often never reads the answer.
 */
export function drainRequest(
  request: IncomingMessage,
  maxBytes = maxDrainedBytes,
): Promise<number> {
  // `complete`: the parser has taken every byte off the connection, read or not.
  if (request.complete || request.readableEnded || request.destroyed) return Promise.resolve(0);
  return new Promise((resolve) => {
    let drained = 0;
    const finish = () => {
      request.off('data', onData);
      request.off('end', finish);
      request.off('close', finish);
      request.off('error', finish);
      resolve(drained);
    };
    const onData = (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > maxBytes) finish();
    };
    request.on('data', onData);
    request.once('end', finish);
    request.once('close', finish);
    request.once('error', finish);
    request.resume();
  });
}
