import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp({ httpTimeouts: { requestMs: 300 } });
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** Sends raw bytes and reads everything the server answers until it closes the connection. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('errors before a request reaches a route', () => {
  it('answers a body that never finishes arriving with 408 in the error shape', async () => {
    const answer = await exchange(
      'POST /api/roles/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 100\r\n\r\n{"Name":',
    );
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 408 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body ?? '')).toEqual({
      success: { ok: false, message: 'The request took too long to arrive' },
    });
  });

  it('answers broken HTTP with 400 in the error shape', async () => {
    const answer = await exchange('NOT HTTP AT ALL\r\n\r\n');
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(body ?? '').success.ok).toBe(false);
  });
});
