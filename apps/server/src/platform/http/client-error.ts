import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { errorAnswer } from './error-handler';

/** What a connection-level failure answers, in the same shape as every other error. */
function describeClientError(code: string | undefined): { status: number; message: string } {
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, message: 'The request took too long to arrive' };
  }
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, message: 'The request headers are too large' };
  }
  return { status: 400, message: 'The request is not valid HTTP' };
}

/**
 * Answers errors Node's HTTP parser raises before Fastify sees a request (a body that times
 * out, oversized headers, broken HTTP) with `{ success: { ok: false, message } }` instead of
 * Fastify's own shape, then closes the connection as Node does.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = describeClientError(error.code);
  this.log.debug({ err: error, statusCode: status }, 'Client error before routing');
  if (socket.writable) {
    const body = JSON.stringify(errorAnswer(message));
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  socket.destroy(error);
}
