import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';

let app: FastifyInstance;
let port: number;
let auth: { authorization: string };

beforeAll(async () => {
  // The bounds shortened so each is reached at once; the request bound stays out of reach, so
  // whatever closes a connection here is the bound under test.
  app = await buildTestApp({
    httpTimeouts: { headersMs: 300, keepAliveMs: 300, requestMs: 60_000 },
  });
  const account = await createCustomerAccount(app.database.db);
  auth = bearer(await signIn(app, account.owner.email, testPassword));
  await app.listen({ host: '127.0.0.1', port: 0 });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => app.close());

/** A raw connection that records what the server answers and when it closes. */
function openConnection(): { socket: Socket; answer: () => string; closed: Promise<void> } {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  socket.on('error', () => undefined);
  return { socket, answer: () => answer, closed };
}

/** Trickles header lines, as a slow client would, until the server closes the connection. */
async function trickleHeaders(): Promise<string> {
  const connection = openConnection();
  connection.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  const trickle = setInterval(() => connection.socket.write('X-Slow: yes\r\n'), 50);
  await connection.closed;
  clearInterval(trickle);
  return connection.answer();
}

/**
 * One answered request on a kept-alive connection, which then stays idle until closed: what it
 * answered, and how long after the answer came the connection was closed.
 */
async function idleAfterOneRequest(): Promise<{ answer: string; idleMs: number }> {
  const connection = openConnection();
  let answeredAt = 0;
  connection.socket.once('data', () => (answeredAt = performance.now()));
  connection.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  await connection.closed;
  return { answer: connection.answer(), idleMs: performance.now() - answeredAt };
}

/** Sends a body in chunks, each after the last was handed to the network, and reads the answer. */
function sendSlowly(path: string, body: Buffer, headers: Record<string, string | number>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method: 'POST', path, headers },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    const chunkSize = 64 * 1024;
    const writeFrom = (offset: number) => {
      if (offset >= body.length) return request.end();
      request.write(body.subarray(offset, offset + chunkSize), () =>
        setImmediate(() => writeFrom(offset + chunkSize)),
      );
    };
    writeFrom(0);
  });
}

/** Where a paced body goes, and as what; by default JSON to a call that takes it. */
interface PacedRequest {
  method?: string;
  path?: string;
  contentType?: string;
}

/**
 * Sends a body over a raw connection at a steady pace and reads the answer only once it has sent
 * all of it, as many clients do; a connection reset on the way loses whatever was answered.
 */
function sendPaced(body: Buffer, isChunked: boolean, request: PacedRequest = {}) {
  const { method = 'POST', path = '/api/roles/', contentType = 'application/json' } = request;
  return new Promise<{ text: string; error?: string }>((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    socket.pause();
    let text = '';
    let error: string | undefined;
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('error', (failure: NodeJS.ErrnoException) => (error = failure.code));
    socket.on('end', () => socket.end());
    socket.on('close', () => resolve({ text, error }));
    socket.write(
      `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${auth.authorization}\r\n` +
        `Content-Type: ${contentType}\r\nConnection: close\r\n` +
        (isChunked
          ? 'Transfer-Encoding: chunked\r\n\r\n'
          : `Content-Length: ${body.length}\r\n\r\n`),
    );
    const chunkSize = 64 * 1024;
    const writeFrom = (offset: number) => {
      if (socket.destroyed) return;
      if (offset >= body.length) {
        if (isChunked) socket.write('0\r\n\r\n');
        socket.resume();
        return;
      }
      const chunk = body.subarray(offset, offset + chunkSize);
      const framed = isChunked
        ? Buffer.concat([
            Buffer.from(`${chunk.length.toString(16)}\r\n`),
            chunk,
            Buffer.from('\r\n'),
          ])
        : chunk;
      socket.write(framed, () => setTimeout(() => writeFrom(offset + chunkSize), 2));
    };
    writeFrom(0);
  });
}

/** The answer to a GET over a real connection. */
function get(path: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    })
      .on('error', reject)
      .end();
  });
}

describe('slow and idle connections', () => {
  it('answers headers that trickle in past their bound with 408 and closes', async () => {
    const answer = await trickleHeaders();
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('"message":"The request took too long to arrive"');
  });

  it('closes a kept-alive connection that stays idle past its bound, and not long after', async () => {
    const { answer, idleMs } = await idleAfterOneRequest();
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/keep-alive: timeout=\d+/i);
    // The bound here is 300 ms; Node's own default would keep the connection 5 s, Fastify's 72 s.
    expect(idleMs).toBeGreaterThanOrEqual(250);
    expect(idleMs).toBeLessThan(4_000);
  });

  it('leaves a screen WebSocket open past both bounds', async () => {
    const registration = await app.inject({
      method: 'POST',
      url: '/screen-api/registrations',
      payload: {},
    });
    const { credential } = registration.json<{ credential: string }>();
    const screen = openConnection();
    let isClosed = false;
    void screen.closed.then(() => (isClosed = true));
    screen.socket.write(
      'GET /screen-api/socket HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\n' +
        'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
        `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n` +
        `Cookie: marquee_screen=${credential}\r\n\r\n`,
    );
    await expect.poll(() => screen.answer()).toMatch(/^HTTP\/1\.1 101 /);

    // Both bounds have passed once a connection of each kind has been cut by them.
    await Promise.all([trickleHeaders(), idleAfterOneRequest()]);
    expect(isClosed).toBe(false);

    // A masked ping with a payload: the answering pong proves the socket still carries frames.
    const payload = Buffer.from('alive');
    const mask = randomBytes(4);
    const masked = payload.map((byte, index) => byte ^ (mask[index % 4] ?? 0));
    screen.socket.write(Buffer.concat([Buffer.from([0x89, 0x80 | payload.length]), mask, masked]));
    const pong = Buffer.concat([Buffer.from([0x8a, payload.length]), payload]).toString('latin1');
    await expect.poll(() => screen.answer()).toContain(pong);
    screen.socket.destroy();
  });
});

describe('odd requests', () => {
  it('answers a 5,000-character path with 414, on the API and on a front-end address', async () => {
    const long = 'a'.repeat(5000);
    for (const path of [`/api/players/${long}`, `/${long}`, `/screen-api/${long}`]) {
      const answer = await get(path);
      expect(answer.status).toBe(414);
      expect(JSON.parse(answer.text)).toEqual({
        success: { ok: false, message: 'The address is too long' },
      });
    }
  });

  it('refuses a body of 20,000 nested arrays with 400 at parse', async () => {
    const body = Buffer.from('['.repeat(20_000) + ']'.repeat(20_000));
    const answer = await sendSlowly('/api/roles/', body, {
      ...auth,
      'content-type': 'application/json',
      'content-length': body.length,
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toEqual({
      success: { ok: false, message: 'The request body is nested too deeply' },
    });
  });

  it('lets a client that keeps sending a 1.5 MB body with a GET or a DELETE read the 413', async () => {
    const body = Buffer.from(JSON.stringify({ Name: 'x'.repeat(1.5 * 1024 * 1024) }));
    for (const request of [
      { method: 'GET', path: '/api/roles' },
      { method: 'GET', path: '/api/health' },
      { method: 'DELETE', path: '/api/roles/someCode' },
    ]) {
      for (const isChunked of [false, true]) {
        const answer = await sendPaced(body, isChunked, request);
        expect(answer.error).toBeUndefined();
        expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
        expect(answer.text).toContain(
          '{"success":{"ok":false,"message":"The request body is too large"}}',
        );
      }
    }
  });

  it('reads a GET body within the limit before answering, so the client reads the answer', async () => {
    const body = Buffer.from(JSON.stringify({ Name: 'x'.repeat(512 * 1024) }));
    const answer = await sendPaced(body, false, { method: 'GET', path: '/api/health' });
    expect(answer.error).toBeUndefined();
    expect(answer.text).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('answers a 1.5 MB form to the token endpoint with 413, whole or in chunks', async () => {
    const body = Buffer.from(
      `grant_type=client_credentials&scope=${'x'.repeat(1.5 * 1024 * 1024)}`,
    );
    for (const isChunked of [false, true]) {
      const answer = await sendPaced(body, isChunked, {
        path: '/oidc/token',
        contentType: 'application/x-www-form-urlencoded',
      });
      expect(answer.error).toBeUndefined();
      expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.text).toContain(
        '{"success":{"ok":false,"message":"The request body is too large"}}',
      );
    }
  });

  it('lets a client that keeps sending a 2 MB body read the 413', async () => {
    const body = Buffer.alloc(2 * 1024 * 1024, 'x');
    for (const isChunked of [false, true]) {
      const answer = await sendPaced(body, isChunked);
      expect(answer.error).toBeUndefined();
      expect(answer.text).toMatch(/^HTTP\/1\.1 413 /);
      expect(answer.text).toContain('"message":"The request body is too large"');
    }
  });
});
