import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchFeed, fetchFeedImage, FeedFetchFailure } from './fetch-feed';

let server: Server;
let base: string;
const allowed = { allowPrivateNetworks: true, timeoutMs: 2_000, maxBytes: 1024 };

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '';
    if (url === '/feed') {
      response.setHeader('Content-Type', 'application/rss+xml');
      response.end('<rss/>');
    } else if (url.startsWith('/hop/')) {
      const left = Number(url.slice('/hop/'.length));
      response.writeHead(302, { Location: left > 0 ? `/hop/${left - 1}` : '/feed' });
      response.end();
    } else if (url === '/picture.png') {
      response.setHeader('Content-Type', 'image/png');
      response.end(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    } else if (url === '/huge') {
      response.write('x'.repeat(800));
      response.end('x'.repeat(800));
    } else if (url === '/slow') {
      response.write('<rss>');
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchFeed', () => {
  it('reads a feed and its type, following up to three redirects', async () => {
    expect(await fetchFeed(`${base}/hop/2`, allowed)).toEqual({
      body: '<rss/>',
      contentType: 'application/rss+xml',
    });
    await expect(fetchFeed(`${base}/hop/3`, allowed)).rejects.toThrow('redirects too often');
  });

  it('stops at the size limit, the time limit and an error status', async () => {
    await expect(fetchFeed(`${base}/huge`, allowed)).rejects.toThrow(/larger than/);
    await expect(fetchFeed(`${base}/slow`, { ...allowed, timeoutMs: 300 })).rejects.toThrow(
      'did not answer within 0.3 s',
    );
    await expect(fetchFeed(`${base}/missing`, allowed)).rejects.toThrow('answered 404');
  });

  it('reaches no private address unless allowed, and no other scheme', async () => {
    const refused = fetchFeed(`${base}/feed`, { ...allowed, allowPrivateNetworks: false });
    await expect(refused).rejects.toBeInstanceOf(FeedFetchFailure);
    await expect(refused).rejects.toThrow(/private network/);
    // Asking again cannot help: the fetch job buries it at once.
    await expect(refused).rejects.toMatchObject({ isFinal: true });
    await expect(fetchFeed('ftp://feeds.example/x', allowed)).rejects.toThrow('must be https');
    await expect(fetchFeed('not a url', allowed)).rejects.toThrow('not a URL');
    await expect(fetchFeed(`${base}/missing`, allowed)).rejects.toMatchObject({ isFinal: false });
  });

  it("reads a picture's bytes and type under the same rules", async () => {
    const picture = await fetchFeedImage(`${base}/picture.png`, allowed);
    expect(picture).toEqual({
      bytes: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      contentType: 'image/png',
    });
    await expect(fetchFeedImage(`${base}/huge`, allowed)).rejects.toThrow(
      /The image is larger than/,
    );
  });
});
