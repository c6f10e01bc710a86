import { once } from 'node:events';
import {
  createServer,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, testConfig } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';
import { testImage } from './media-test-files';

let app: FastifyInstance;
let unsplash: Server;
let owner: { authorization: string };
const seen: Array<{ url: string; headers: IncomingHttpHeaders }> = [];

/** Photos whose JSON points at an image that misbehaves, by the image's path. */
const brokenPhotos: Record<string, string> = {
  'image-gone': '/images/missing.jpg',
  'image-breaks': '/images/broken.jpg',
  'image-unreachable': 'http://127.0.0.1:1/nothing-listens-here.jpg',
  'image-announced-huge': '/images/announced-huge.jpg',
  'image-streams-huge': '/images/streams-huge.jpg',
};

/** The library's upload limit in these tests; the stand-in's large images pass it. */
const maxBytes = 1024 * 1024;
const jpegStart = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);

/** Answers of the stand-in's API that no photo import can use. */
function answerBadly(url: string, response: ServerResponse): boolean {
  if (url === '/photos/not-json') {
    response.setHeader('Content-Type', 'application/json');
    response.end('{"urls": {"full": ');
  } else if (url === '/photos/not-a-photo') {
    response.setHeader('Content-Type', 'application/json');
    response.end('{"urls": {"full": 42}, "errors": []}');
  } else if (url === '/photos/api-down') {
    response.statusCode = 503;
    response.end('Service Unavailable');
  } else if (url === '/images/announced-huge.jpg') {
    response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': `${4 * maxBytes}` });
    response.end(Buffer.concat([jpegStart, Buffer.alloc(4 * maxBytes - jpegStart.length)]));
  } else if (url === '/images/streams-huge.jpg') {
    // No length said up front: the limit can only be found while the bytes arrive.
    response.writeHead(200, { 'Content-Type': 'image/jpeg' });
    response.write(jpegStart);
    for (let sent = 0; sent < 4 * maxBytes; sent += 64 * 1024)
      response.write(Buffer.alloc(64 * 1024));
    response.end();
  } else if (url === '/images/broken.jpg') {
    // Promises a large image, sends its first bytes, then drops the connection.
    response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': '200000' });
    response.write(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]));
    setTimeout(() => response.socket?.destroy(), 50);
  } else {
    return false;
  }
  return true;
}

/** A stand-in for the Unsplash API on loopback: one photo's JSON, its image and its tracking. */
async function startStandIn(image: Buffer): Promise<string> {
  unsplash = createServer((request, response) => {
    const url = request.url ?? '';
    seen.push({ url, headers: request.headers });
    const base = `http://127.0.0.1:${(unsplash.address() as AddressInfo).port}`;
    const broken = brokenPhotos[url.replace('/photos/', '')];
    if (url === '/photos/harbour-1') {
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({
          urls: { full: `${base}/images/harbour.jpg`, regular: `${base}/images/harbour.jpg` },
          links: { download_location: `${base}/photos/harbour-1/download` },
          user: { name: 'Ada Lindqvist' },
        }),
      );
    } else if (url.startsWith('/photos/pier-')) {
      // Served as PNG under a name that says nothing of its type, as Unsplash's image host does.
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify({ urls: { full: `${base}/images/pier`, regular: `${base}/images/pier` } }),
      );
    } else if (url === '/images/pier') {
      response.setHeader('Content-Type', 'image/png');
      response.end(pngImage);
    } else if (url.startsWith('/search/photos?')) {
      answerSearch(new URL(url, base), base, response);
    } else if (broken) {
      const imageUrl = broken.startsWith('http') ? broken : `${base}${broken}`;
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ urls: { full: imageUrl, regular: imageUrl } }));
    } else if (url === '/images/harbour.jpg') {
      response.setHeader('Content-Type', 'image/jpeg');
      response.end(image);
    } else if (url === '/photos/harbour-1/download') {
      response.end('{}');
    } else if (!answerBadly(url, response)) {
      response.statusCode = 404;
      response.end('{"errors":["Couldn\'t find Photo"]}');
    }
  });
  unsplash.listen(0, '127.0.0.1');
  await once(unsplash, 'listening');
  return `http://127.0.0.1:${(unsplash.address() as AddressInfo).port}`;
}

let pngImage: Buffer;
let standInOrigin: string;

/** A search page of two photos on the image host and one elsewhere, which must be dropped. */
function answerSearch(url: URL, base: string, response: ServerResponse) {
  const query = url.searchParams.get('query');
  if (query === 'down') {
    response.statusCode = 500;
    response.end('{}');
    return;
  }
  const photo = (id: string, host: string) => ({
    id,
    width: 4000,
    height: 3000,
    description: null,
    alt_description: `${query} ${id}`,
    urls: { small: `${host}/images/${id}-small.jpg` },
    user: { name: 'Ada Lindqvist', links: { html: 'https://unsplash.com/@ada' } },
  });
  response.setHeader('Content-Type', 'application/json');
  response.end(
    JSON.stringify({
      total: 3,
      total_pages: 1,
      results: [photo('a1', base), photo('b2', base), photo('c3', 'https://elsewhere.example')],
    }),
  );
}

/** How many media the owner's library holds. */
async function mediaCount(): Promise<number> {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/media/search',
    headers: owner,
    payload: {},
  });
  return answer.json().TotalCount as number;
}

beforeAll(async () => {
  pngImage = await testImage(320, 200, 'png');
  const apiUrl = await startStandIn(await testImage(640, 400, 'jpeg'));
  standInOrigin = apiUrl;
  app = await buildTestApp({
    config: testConfig({
      UNSPLASH_ACCESS_KEY: 'test-key',
      UNSPLASH_API_URL: apiUrl,
      UNSPLASH_IMAGES_URL: apiUrl,
      MEDIA_MAX_BYTES: `${maxBytes}`,
    }),
  });
  const mine = await createCustomerAccount(app.database.db);
  owner = bearer(await signIn(app, mine.owner.email, testPassword));
}, 180_000);
afterAll(async () => {
  await app.close();
  unsplash.close();
});

function importPhoto(photoId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/externalmedia/Unsplash/${photoId}`,
    headers: owner,
  });
}

describe('the Unsplash search', () => {
  const search = (query: string) =>
    app.inject({
      method: 'GET',
      url: `/api/externalmedia/Unsplash/search?query=${query}`,
      headers: owner,
    });

  it('answers photos hotlinked from the image host only, with the key kept on the server', async () => {
    const answer = await search('harbour');
    expect(answer.statusCode, answer.body).toBe(200);
    const { photos, total } = answer.json();
    expect(photos.map((photo: { id: string }) => photo.id)).toEqual(['a1', 'b2']);
    expect(photos[0]).toMatchObject({
      description: 'harbour a1',
      photographerName: 'Ada Lindqvist',
    });
    expect(total).toBe(3);
    expect(answer.body).not.toContain('test-key');
    const call = seen.find((request) => request.url.startsWith('/search/photos?query=harbour'));
    expect(call?.headers.authorization).toBe('Client-ID test-key');
  });

  it('keeps a page for a while instead of asking Unsplash again', async () => {
    await search('lighthouse');
    await search('Lighthouse');
    expect(seen.filter((request) => request.url.includes('query=lighthouse')).length).toBe(1);
  });

  it('answers 502 when the search fails, and 400 without a query', async () => {
    expect((await search('down')).statusCode).toBe(502);
    expect((await search('')).statusCode).toBe(400);
  });

  it("lets the app's pages show images from the image host", async () => {
    const page = await app.inject({ method: 'GET', url: '/' });
    const imageSources = /img-src ([^;]*)/.exec(page.headers['content-security-policy'] as string);
    expect(imageSources?.[1]).toContain(standInOrigin);
    expect(imageSources?.[1]).not.toContain('elsewhere.example');
  });
});

describe('the Unsplash import', () => {
  it('says it is enabled when a key is configured', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/media/configuration' });
    expect(answer.json()).toMatchObject({ isUnsplashEnabled: true });
  });

  it('imports a photo with the access key, stores it checked by its bytes and reports the download', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/externalmedia/Unsplash/harbour-1',
      headers: owner,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [result] = answer.json().Medias;
    expect(result).toMatchObject({ ok: true, fileName: 'unsplash-harbour-1.jpg' });
    const metadata = await app.inject({
      method: 'GET',
      url: `/api/media/${result.mediaCode}/metadata`,
      headers: owner,
    });
    expect(metadata.json()).toMatchObject({ mediaType: 'Photo', width: 640, height: 400 });
    const api = seen.find((request) => request.url === '/photos/harbour-1');
    expect(api?.headers.authorization).toBe('Client-ID test-key');
    await expect
      .poll(() => seen.some((request) => request.url === '/photos/harbour-1/download'))
      .toBe(true);
  });

  it("answers 404 in the spec's words for a photo Unsplash does not have", async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/externalmedia/Unsplash/nothing-here',
      headers: owner,
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().success.message).toBe('Unsplash image could not be fetched.');
  });

  it('credits the photographer in the description', async () => {
    const answer = await importPhoto('harbour-1');
    const [{ mediaCode }] = answer.json().Medias;
    const metadata = await app.inject({
      method: 'GET',
      url: `/api/media/${mediaCode}/metadata`,
      headers: owner,
    });
    expect(metadata.json().description).toBe('Photo by Ada Lindqvist on Unsplash');
  });

  it('names the file by the type the image host sends', async () => {
    const answer = await importPhoto('pier-png');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().Medias[0]).toMatchObject({ ok: true, fileName: 'unsplash-pier-png.png' });
  });

  it('gives the same media for a photo imported before, also when two imports race', async () => {
    const first = await importPhoto('pier-again');
    const again = await importPhoto('pier-again');
    expect(again.json().Medias[0].mediaCode).toBe(first.json().Medias[0].mediaCode);
    const before = await mediaCount();
    const raced = await Promise.all([1, 2, 3].map(() => importPhoto('pier-raced')));
    const codes = new Set(raced.map((answer) => answer.json().Medias[0].mediaCode));
    expect(raced.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(codes.size).toBe(1);
    expect(await mediaCount()).toBe(before + 1);
  });

  it.each([
    ['not-json', 'an answer that is not JSON'],
    ['not-a-photo', 'JSON that is not a photo'],
    ['api-down', 'an API that fails'],
    ['image-gone', 'an image that is not there'],
    ['image-breaks', 'an image that breaks off half way'],
    ['image-unreachable', 'an image server that cannot be reached'],
  ])('answers 502 in the envelope and saves nothing for %s (%s)', async (photoId) => {
    const before = await mediaCount();
    const answer = await app.inject({
      method: 'POST',
      url: `/api/externalmedia/Unsplash/${photoId}`,
      headers: owner,
    });
    expect(answer.statusCode, answer.body).toBe(502);
    expect(answer.json()).toEqual({
      success: {
        ok: false,
        message: expect.stringMatching(/^The Unsplash image could not be fetched: .+/),
      },
    });
    expect(await mediaCount()).toBe(before);
  });

  it.each([
    ['image-announced-huge', 'says its length up front'],
    ['image-streams-huge', 'streams without a length'],
  ])(
    'answers 413 and saves nothing for an image over the upload limit that %s (%s)',
    async (photoId) => {
      const before = await mediaCount();
      const answer = await app.inject({
        method: 'POST',
        url: `/api/externalmedia/Unsplash/${photoId}`,
        headers: owner,
      });
      expect(answer.statusCode, answer.body).toBe(413);
      expect(answer.json().success.message).toMatch(
        /larger than the 0 MB an upload accepts|larger than/,
      );
      expect(await mediaCount()).toBe(before);
    },
  );
});
