import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { FastPaths, serverWithFastPaths, type FastPath } from './fast-paths';

const timeouts = { keepAliveTimeout: 5_000, requestTimeout: 10_000, connectionTimeout: 0 };
let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

/** A server whose app answers 418, with these fast paths in front. */
async function serve(paths: FastPaths): Promise<string> {
  server = serverWithFastPaths(paths)((_request, response) => {
    response.writeHead(418).end('app');
  }, timeouts) as Server;
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const answersFast: FastPath = (request, response) => {
  if (request.url !== '/fast') return false;
  response.writeHead(200).end('fast');
  return true;
};

describe('fast paths', () => {
  it('answer what they decide and hand everything else to the app', async () => {
    const paths = new FastPaths();
    paths.add(answersFast);
    const url = await serve(paths);
    expect(await (await fetch(`${url}/fast`)).text()).toBe('fast');
    expect((await fetch(`${url}/other`)).status).toBe(418);
  });

  it('hand the request to the app when a path throws before answering', async () => {
    const paths = new FastPaths();
    paths.add(() => {
      throw new Error('not decided');
    });
    expect((await fetch(`${await serve(paths)}/fast`)).status).toBe(418);
  });

  it('stop answering once the server closes, so the app answers with its closing headers', async () => {
    const paths = new FastPaths();
    paths.add(answersFast);
    const url = await serve(paths);
    paths.close();
    expect((await fetch(`${url}/fast`)).status).toBe(418);
  });

  it('keep the timeouts Fastify gives its own server', async () => {
    await serve(new FastPaths());
    expect(server!.keepAliveTimeout).toBe(5_000);
    expect(server!.requestTimeout).toBe(10_000);
  });
});
