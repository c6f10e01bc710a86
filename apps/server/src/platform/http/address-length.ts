import type { IncomingMessage, ServerResponse } from 'node:http';
import { errorAnswer } from './error-handler';

/** Longest path (the address before `?`) any route serves; codes and file names stay far below. */
const maxPathLength = 2048;

/**
 * Answers 414 for a path longer than any route serves, before routing, so every backend and the
 * front ends refuse it alike instead of each in its own way. Returns whether it answered.
 */
export function refuseLongAddress(request: IncomingMessage, response: ServerResponse): boolean {
  const url = request.url ?? '';
  const queryStart = url.indexOf('?');
  const pathLength = queryStart === -1 ? url.length : queryStart;
  if (pathLength <= maxPathLength) return false;
  const body = JSON.stringify(errorAnswer('The address is too long'));
  response.writeHead(414, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
  return true;
}
