import { once } from 'node:events';
import { readdir } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media, roles } from '../../db/schema';
import type { FsFileStore } from '../../platform/storage/fs-file-store';
import { buildTestApp } from '../../test/build-test-app';
import { filterLeaf } from '../../test/filter-conditions';
import { snapshotTables } from '../../test/table-snapshot';
import {
  createCustomerAccount,
  createCustomerUser,
  testPassword,
} from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';
import { mediaPlatform } from './media-context';
import { brokenMp4s, pixelFloodPng, testImage, testMp4, unplayableMp4s } from './media-test-files';
import { multipart } from '../../test/multipart-body';
import { handleMediaPreviews, makePreview, previewMediaQueue } from './make-preview';
import { handleMediaProcessing, processMediaQueue } from './process-media';
import { holdFiles, releaseFiles } from './release-files';
import { maxPosterBytes } from './set-poster';

let app: FastifyInstance;
let owner: { authorization: string };
let other: { authorization: string };
let publisher: { authorization: string };
let publisherRoleId: string;

async function upload(headers: object, files: Parameters<typeof multipart>[0], query = '') {
  const body = multipart(files);
  return app.inject({
    method: 'POST',
    url: `/api/media/upload${query}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function uploadOne(fileName: string, bytes: Buffer, headers = owner) {
  const answer = await upload(headers, [{ fileName, bytes }]);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().Medias[0].mediaCode as string;
}

/** The names of every file in the store's folder on disk. */
async function filesOnDisk(): Promise<string[]> {
  const root = (app.files as FsFileStore).root;
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function mediaRows(): Promise<number> {
  const [row] = await app.database.db.select({ rows: count() }).from(media);
  return row?.rows ?? 0;
}

const metadata = (code: string, headers = owner) =>
  app.inject({ method: 'GET', url: `/api/media/${code}/metadata`, headers });

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  const user = await createCustomerUser(db, mine.account.id, mine.roleIds, 'Publisher');
  publisherRoleId = mine.roleIds.Publisher;
  owner = bearer(await signIn(app, mine.owner.email, testPassword));
  other = bearer(await signIn(app, theirs.owner.email, testPassword));
  publisher = bearer(await signIn(app, user.email, testPassword));
}, 180_000);
afterAll(() => app.close());

describe('uploading media', () => {
  it('stores a PNG, answers before the thumbnail exists and makes it on the job queue', async () => {
    // Holds processing back until the answer has been read, so the order is certain.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const process = handleMediaProcessing(() => app.database.db, mediaPlatform(app));
    app.jobs.handle(processMediaQueue, async (payload) => {
      await held;
      await process(payload);
    });
    const code = await uploadOne('Spring offer.png', await testImage(1600, 900));
    const before = (await metadata(code)).json();
    release();
    expect(before).toMatchObject({
      displayName: 'Spring offer',
      mediaType: 'Photo',
      width: 1600,
      height: 900,
      orientation: 'Landscape',
      processing: 'pending',
      thumbnailUrl: null,
    });
    await app.jobs.drain();
    const after = (await metadata(code)).json();
    expect(after.processing).toBe('ready');
    const thumbnail = await app.inject({ method: 'GET', url: after.thumbnailUrl, headers: owner });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect(thumbnail.headers['cache-control']).toContain('immutable');
    expect(thumbnail.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
  });

  it("makes a photo's preview on a later job, and sends the original as its preview until then", async () => {
    const queued: string[] = [];
    app.jobs.handle(previewMediaQueue, async (payload) => {
      queued.push((payload as { mediaId: string }).mediaId);
    });
    const original = await testImage(2400, 1200, 'jpeg');
    const code = await uploadOne('Wide banner.jpg', original);
    await app.jobs.drain();
    const before = (await metadata(code)).json();
    expect(before).toMatchObject({ processing: 'ready', width: 2400 });
    expect(before.thumbnailUrl).not.toBeNull();
    expect(queued).toHaveLength(1);
    const standIn = await app.inject({ method: 'GET', url: before.previewUrl, headers: owner });
    expect(standIn.headers['content-type']).toBe('image/jpeg');
    expect(standIn.rawPayload.equals(original)).toBe(true);

    await makePreview(app.database.db, mediaPlatform(app), queued[0]!);
    app.jobs.handle(
      previewMediaQueue,
      handleMediaPreviews(() => app.database.db, mediaPlatform(app)),
    );
    const after = (await metadata(code)).json();
    expect(after.previewUrl).not.toBe(before.previewUrl);
    const preview = await app.inject({ method: 'GET', url: after.previewUrl, headers: owner });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1920,
      height: 960,
    });
  });

  /** Uploads one file that must be refused with `status`, and proves nothing was kept. */
  async function expectRefused(fileName: string, bytes: Buffer, status: number) {
    await app.jobs.drain();
    const tables = await snapshotTables(app);
    const files = await filesOnDisk();
    const answer = await upload(owner, [{ fileName, bytes }]);
    expect(answer.statusCode, fileName).toBe(status);
    expect(answer.json().Medias).toEqual([
      { ok: false, fileName, errorMessage: expect.any(String) },
    ]);
    expect(await snapshotTables(app), fileName).toBe(tables);
    expect(await filesOnDisk(), fileName).toEqual(files);
  }

  it('refuses bytes that do not match the extension with 415, changing nothing', async () => {
    await expectRefused('a.png', await testImage(10, 10, 'jpeg'), 415);
    await expectRefused('a.jpg', await testImage(10, 10, 'png'), 415);
    await expectRefused('a.mp4', await testImage(10, 10, 'png'), 415);
  });

  it('refuses SVG and HTML by their bytes under an innocent name, changing nothing', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    for (const name of ['offer.png', 'offer.jpg', 'offer.jpeg', 'offer.mp4']) {
      await expectRefused(name, svg, 415);
      await expectRefused(name, html, 415);
    }
    // Named for what they are, they are refused too, before their bytes are read.
    await expectRefused('x.svg', svg, 415);
    await expectRefused('x.html', html, 415);
  });

  it('refuses a pixel flood before decoding it, changing nothing', async () => {
    await expectRefused('flood.png', await pixelFloodPng(), 413);
    const answer = await upload(owner, [{ fileName: 'flood.png', bytes: await pixelFloodPng() }]);
    expect(answer.json().Medias[0].errorMessage).toMatch(/megapixels/);
  });

  it('refuses a same-named file unless overwriting, and proposes a free name', async () => {
    const bytes = await testImage(20, 20);
    await uploadOne('Logo.png', bytes);
    expect((await upload(owner, [{ fileName: 'logo.PNG', bytes }])).statusCode).toBe(409);
    const lookup = await app.inject({
      method: 'GET',
      url: '/api/media/mediafiles/lookup?searchText=logo.png&lookupBy=FileName',
      headers: owner,
    });
    expect(lookup.json()).toMatchObject({ found: true, proposedFileName: 'logo (2).png' });
    const again = await upload(
      owner,
      [{ fileName: 'Logo.png', bytes: await testImage(30, 20) }],
      '?allowOverwrite=true',
    );
    expect(again.statusCode).toBe(200);
  });

  it('answers every file of an upload past the files it stores, each one past them refused', async () => {
    const bytes = await testImage(4, 4);
    const rowsBefore = await mediaRows();
    const files = Array.from({ length: 200 }, (_, index) => ({
      fileName: `many-${index}.png`,
      bytes,
    }));
    const answer = await upload(owner, files);
    expect(answer.statusCode).toBe(200);
    const { Medias } = answer.json();
    expect(Medias).toHaveLength(200);
    expect(Medias.slice(0, 50)).toEqual(
      files.slice(0, 50).map((file) => ({
        ok: true,
        fileName: file.fileName,
        mediaCode: expect.any(String),
      })),
    );
    expect(Medias.slice(50)).toEqual(
      files.slice(50).map((file) => ({
        ok: false,
        fileName: file.fileName,
        errorMessage: 'An upload stores at most 50 files; send this one in another upload',
      })),
    );
    expect(await mediaRows()).toBe(rowsBefore + 50);
  }, 120_000);

  it('reads a video’s duration, size and codec from its boxes', async () => {
    const code = await uploadOne('tour.mp4', testMp4({ width: 1080, height: 1920, seconds: 15 }));
    expect((await metadata(code)).json()).toMatchObject({
      mediaType: 'Video',
      duration: 15,
      width: 1080,
      height: 1920,
      videoCodec: 'avc1',
      orientation: 'Portrait',
    });
  });
});

describe('broken videos', () => {
  it.each(Object.entries(brokenMp4s()))(
    'refuses an MP4 with %s with 415, leaving no row and no file',
    async (shape, bytes) => {
      await app.jobs.drain();
      const tables = await snapshotTables(app);
      const files = await filesOnDisk();
      const answer = await upload(owner, [{ fileName: `broken ${shape}.mp4`, bytes }]);
      expect(answer.statusCode).toBe(415);
      expect(answer.json().Medias[0]).toEqual({
        ok: false,
        fileName: `broken ${shape}.mp4`,
        errorMessage: expect.stringMatching(/is damaged|has no playable video track/),
      });
      expect(await snapshotTables(app)).toBe(tables);
      expect(await filesOnDisk()).toEqual(files);
    },
  );

  it.each(Object.entries(unplayableMp4s()))(
    'refuses a whole MP4 with %s with 415 saying why, leaving no row and no file',
    async (shape, { bytes, problem }) => {
      await app.jobs.drain();
      const tables = await snapshotTables(app);
      const files = await filesOnDisk();
      const fileName = `unplayable ${shape}.mp4`;
      const answer = await upload(owner, [{ fileName, bytes }]);
      expect(answer.statusCode, answer.body).toBe(415);
      expect(answer.json().Medias).toEqual([
        { ok: false, fileName, errorMessage: `${fileName} ${problem}` },
      ]);
      expect(await snapshotTables(app)).toBe(tables);
      expect(await filesOnDisk()).toEqual(files);
    },
  );

  it('refuses a broken video beside a good file, storing only the good one', async () => {
    const rows = await mediaRows();
    const answer = await upload(owner, [
      { fileName: 'cut short.mp4', bytes: brokenMp4s()['a truncated file']! },
      { fileName: 'good beside it.mp4', bytes: testMp4({ width: 64, height: 36, seconds: 3 }) },
    ]);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().Medias).toEqual([
      { ok: false, fileName: 'cut short.mp4', errorMessage: expect.stringContaining('damaged') },
      { ok: true, fileName: 'good beside it.mp4', mediaCode: expect.any(String) },
    ]);
    expect(await mediaRows()).toBe(rows + 1);
  });

  it('refuses a broken video as the new file of a photo, changing nothing', async () => {
    const code = await uploadOne('replace-me.png', await testImage(14, 11));
    await app.jobs.drain();
    const tables = await snapshotTables(app);
    const files = await filesOnDisk();
    const body = multipart([
      { fileName: 'replace-me.mp4', bytes: brokenMp4s()['a truncated file']! },
    ]);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/media/${code}/replace`,
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(415);
    expect(await snapshotTables(app)).toBe(tables);
    expect(await filesOnDisk()).toEqual(files);
  });
});

describe('an interrupted upload', () => {
  it('leaves no file and no row when the client goes away half way through the body', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Thumbnails of earlier uploads still being made would land on disk during this test.
    await app.jobs.drain();
    const filesBefore = await filesOnDisk();
    const rowsBefore = await mediaRows();
    const boundary = 'cut-short';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    );
    const image = await testImage(1200, 1200);
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(
      `POST /api/media/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${owner.authorization}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\n` +
        `Content-Length: ${head.length + image.length + 100}\r\n\r\n`,
    );
    socket.write(Buffer.concat([head, image.subarray(0, image.length / 2)]));
    const tempFolder = join((app.files as FsFileStore).root, 'tmp');
    // The part is being stored when the connection is cut.
    // A loaded machine may take a while to get there; poll rather than sleep.
    await expect.poll(async () => (await readdir(tempFolder)).length, { timeout: 15_000 }).toBe(1);
    socket.destroy();
    await expect.poll(async () => (await readdir(tempFolder)).length).toBe(0);
    expect(await filesOnDisk()).toEqual(filesBefore);
    expect(await mediaRows()).toBe(rowsBefore);
  });
});

describe('serving media files', () => {
  it('serves ranges (206), refuses one outside the file (416) and answers 304 to its ETag', async () => {
    const video = testMp4({ width: 640, height: 360, seconds: 3 });
    const code = await uploadOne('clip.mp4', video);
    const url = `/api/media/${code}/Preview`;
    const range = await app.inject({
      method: 'GET',
      url,
      headers: { ...owner, range: 'bytes=4-7' },
    });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('ftyp');
    expect(range.headers['content-range']).toBe(`bytes 4-7/${video.length}`);
    expect(range.headers['x-content-type-options']).toBe('nosniff');
    expect(range.headers['content-security-policy']).toBe('sandbox');
    const outside = await app.inject({
      method: 'GET',
      url,
      headers: { ...owner, range: `bytes=${video.length}-` },
    });
    expect(outside.statusCode).toBe(416);
    const etag = range.headers.etag as string;
    const cached = await app.inject({
      method: 'GET',
      url,
      headers: { ...owner, 'if-none-match': etag },
    });
    expect(cached.statusCode).toBe(304);
  });

  it('takes the access token from the query for file addresses, and downloads as an attachment', async () => {
    const code = await uploadOne('download.png', await testImage(8, 8));
    const token = owner.authorization.slice('Bearer '.length);
    const answer = await app.inject({
      method: 'GET',
      url: `/api/media/${code}/download?access_token=${token}`,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-disposition']).toMatch(/^attachment; filename="download.png"/);
    const metadataByQuery = await app.inject({
      method: 'GET',
      url: `/api/media/${code}/metadata?access_token=${token}`,
    });
    expect(metadataByQuery.statusCode).toBe(401);
  });
});

describe('listing media', () => {
  const codesOf = (answer: { json(): { Medias: Array<{ mediaCode: string }> } }) =>
    answer.json().Medias.map((media) => media.mediaCode);

  it('pages a search by continuation token in a stable order, with a total', async () => {
    const codes = [];
    for (const [name, width, height] of [
      ['Paging wide', 40, 10],
      ['Paging tall', 10, 40],
      ['Paging square', 20, 20],
    ] as const) {
      codes.push(await uploadOne(`${name}.png`, await testImage(width, height)));
    }
    const search = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/media/search', headers: owner, payload });
    const body = { searchText: 'Paging', OrderBy: 'Layout', MaxItemsInResult: 2 };
    const first = await search(body);
    expect(first.json()).toMatchObject({ TotalCount: 3, hasMore: true });
    const next = await search({ ...body, ContinuationToken: first.json().continuationToken });
    expect(next.json()).toMatchObject({ hasMore: false });
    // Landscape (square), Portrait (tall), then Ultrawide (four times as wide as high).
    expect([...codesOf(first), ...codesOf(next)]).toEqual([codes[2], codes[1], codes[0]]);
    const byName = await app.inject({
      method: 'GET',
      url: '/api/media/images?SearchText=Paging&OrderBy=MediaName&Order=desc',
      headers: owner,
    });
    expect(codesOf(byName)).toEqual([codes[0], codes[1], codes[2]]);
    const short = await search({ searchText: 'Pa' });
    expect(short.statusCode).toBe(400);
  });

  it('finds media by the names of their tags as well as their own, counted once', async () => {
    const tagged = await uploadOne('beach day.png', await testImage(31, 17));
    const named = await uploadOne('Seasonal promo wall.png', await testImage(32, 17));
    const both = await uploadOne('promo and tagged.png', await testImage(33, 17));
    await uploadOne('untagged shore.png', await testImage(34, 17));
    const tagOf = async (name: string, headers = owner) =>
      (
        await app.inject({ method: 'POST', url: '/api/media/tags', headers, payload: { name } })
      ).json().tag.tagCode as string;
    const promo = await tagOf('Summer PROMOTION');
    for (const code of [tagged, both]) {
      const set = await app.inject({
        method: 'PUT',
        url: `/api/media/${code}/tags`,
        headers: owner,
        payload: { tagCodes: [promo] },
      });
      expect(set.statusCode).toBe(200);
    }
    // Another account's tag of the same name finds nothing here.
    await tagOf('promotion elsewhere', other);
    const search = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/media/search', headers: owner, payload });
    const found = await search({ searchText: 'promo', OrderBy: 'MediaName' });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ TotalCount: 3, hasMore: false });
    expect(codesOf(found).sort()).toEqual([tagged, both, named].sort());
    const images = await app.inject({
      method: 'GET',
      url: '/api/media/images?SearchText=PROMOTION&OrderBy=MediaName',
      headers: owner,
    });
    expect(codesOf(images).sort()).toEqual([tagged, both].sort());
  });

  it('lists media tags by name whatever the case, page by page', async () => {
    for (const name of ['zebra list', 'Alpha list', 'beta list']) {
      await app.inject({
        method: 'POST',
        url: '/api/media/tags',
        headers: owner,
        payload: { name },
      });
    }
    const page = (query: string) =>
      app.inject({ method: 'GET', url: `/api/media/tags?searchText=list${query}`, headers: owner });
    const first = (await page('&MaxItemsInResult=2')).json();
    expect(first.tags.map((tag: { name: string }) => tag.name)).toEqual([
      'Alpha list',
      'beta list',
    ]);
    const next = (await page(`&ContinuationToken=${first.continuationToken}`)).json();
    expect(next).toMatchObject({ hasMore: false, tags: [{ name: 'zebra list' }] });
  });
});

describe('downloads and posters', () => {
  it('zips several files, each stored as it is under a name unique in the zip', async () => {
    const first = await testImage(9, 9);
    const second = await testImage(10, 9);
    const codes = [await uploadOne('zip-a.png', first), await uploadOne('zip-b.png', second)];
    const answer = await app.inject({
      method: 'POST',
      url: '/api/media/mediaFilesZip',
      headers: owner,
      payload: { MediaCodes: codes },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    const zip = answer.rawPayload;
    expect(zip.subarray(0, 4)).toEqual(Buffer.from('PK\x03\x04', 'latin1'));
    for (const bytes of [first, second]) expect(zip.includes(bytes)).toBe(true);
    for (const name of ['zip-a.png', 'zip-b.png'])
      expect(zip.includes(Buffer.from(name))).toBe(true);
  });

  it('refuses a poster larger than a still frame can be, changing nothing', async () => {
    const code = await uploadOne(
      'poster-cap.mp4',
      testMp4({ width: 640, height: 360, seconds: 2 }),
    );
    const body = multipart([
      { name: 'poster', fileName: 'poster.png', bytes: Buffer.alloc(maxPosterBytes + 1) },
    ]);
    const answer = await app.inject({
      method: 'PUT',
      url: `/api/media/${code}/poster`,
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json().success).toMatchObject({ ok: false });
    expect((await metadata(code)).json().thumbnailUrl).toBeNull();
  });
});

describe('another account and media filters', () => {
  it("answers 404 for another account's media on every media call", async () => {
    const code = await uploadOne('private.png', await testImage(8, 8));
    const calls = [
      ['GET', `/api/media/${code}/metadata`],
      ['PUT', `/api/media/${code}/metadata`, { description: 'x' }],
      ['GET', `/api/media/${code}/thumbnail`],
      ['GET', `/api/media/${code}/Preview`],
      ['GET', `/api/media/${code}/download`],
      ['GET', `/api/media/${code}/usage`],
      ['GET', `/api/media/${code}/tags`],
      ['PUT', `/api/media/${code}/tags`, { tagCodes: [] }],
      ['PUT', '/api/media/removemedia', { MediaCodes: [code] }],
      ['POST', '/api/media/mediaFilesZip', { MediaCodes: [code] }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const answer = await app.inject({ method, url, headers: other, payload });
      expect(answer.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await metadata(code)).statusCode).toBe(200);
  });

  it("selects media by a filter condition, and a role's media library filter hides the rest", async () => {
    const tagged = await uploadOne('Harbour poster.png', await testImage(8, 8));
    const plain = await uploadOne('Other poster.png', await testImage(8, 8));
    const tag = await app.inject({
      method: 'POST',
      url: '/api/media/tags',
      headers: owner,
      payload: { name: 'Harbour', color: '#112233' },
    });
    const tagCode = tag.json().tag.tagCode as string;
    await app.inject({
      method: 'PUT',
      url: `/api/media/${tagged}/tags`,
      headers: owner,
      payload: { tagCodes: [tagCode] },
    });
    const condition = { operator: 'AND', subNodes: [filterLeaf('Tags', [tagCode])] };
    const search = await app.inject({
      method: 'POST',
      url: '/api/media/search',
      headers: owner,
      payload: { searchText: 'poster', condition },
    });
    expect(search.json().Medias.map((media: { mediaCode: string }) => media.mediaCode)).toEqual([
      tagged,
    ]);
    await app.database.db
      .update(roles)
      .set({ mediaFilter: { condition } })
      .where(eq(roles.id, publisherRoleId));
    expect((await metadata(plain, publisher)).statusCode).toBe(404);
    expect((await metadata(tagged, publisher)).statusCode).toBe(200);
    const seen = await app.inject({
      method: 'POST',
      url: '/api/media/search',
      headers: publisher,
      payload: {},
    });
    expect(seen.json().Medias.map((media: { mediaCode: string }) => media.mediaCode)).toEqual([
      tagged,
    ]);
  });
});

describe('removing media', () => {
  it('deletes the row, and the files from disk once no other media uses them', async () => {
    const bytes = await testImage(12, 12);
    const first = await uploadOne('twin-a.png', bytes);
    const second = await uploadOne('twin-b.png', bytes);
    await app.jobs.drain();
    const shown = (await metadata(first)).json();
    const hashOf = (url: string) => url.split('v=')[1]!;
    const download = await app.inject({
      method: 'GET',
      url: `/api/media/${first}/download`,
      headers: owner,
    });
    const hashes = [
      (download.headers.etag as string).replaceAll('"', ''),
      hashOf(shown.thumbnailUrl),
      hashOf(shown.previewUrl),
    ];
    expect(await filesOnDisk()).toEqual(expect.arrayContaining(hashes));
    await app.inject({
      method: 'PUT',
      url: '/api/media/removemedia',
      headers: owner,
      payload: { MediaCodes: [first] },
    });
    expect((await metadata(first)).statusCode).toBe(404);
    expect(await filesOnDisk()).toContain(hashes[0]);
    await app.inject({
      method: 'PUT',
      url: '/api/media/removemedia',
      headers: owner,
      payload: { MediaCodes: [second] },
    });
    const left = await filesOnDisk();
    for (const hash of hashes) expect(left).not.toContain(hash);
  });

  it('refuses to save a row for a file deleted between storing it and saving the row', async () => {
    const { db } = app.database;
    const stored = await app.files.put(Readable.from([Buffer.from('released at once')]));
    await releaseFiles(db, app.files, [stored.hash]);
    expect(await app.files.exists(stored.hash)).toBe(false);
    await expect(db.transaction((tx) => holdFiles(tx, app.files, [stored.hash]))).rejects.toThrow(
      /send it again/,
    );
  });
});
