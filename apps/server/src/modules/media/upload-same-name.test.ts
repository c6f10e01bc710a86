import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { media } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';
import { multipart } from '../../test/multipart-body';
import { testImage } from './media-test-files';

let app: FastifyInstance;
let mine: Awaited<ReturnType<typeof createCustomerAccount>>;
let owner: { authorization: string };

/**
 * Six different files, so that each upload stores a file of its own; of sizes no other test
 * uses, since a row of another test on a shared database would keep a file of the same bytes.
 */
const sixFiles = (height: number) =>
  Promise.all([1, 2, 3, 4, 5, 6].map((width) => testImage(width, height)));

function upload(fileName: string, bytes: Buffer, query = '') {
  const body = multipart([{ fileName, bytes }]);
  return app.inject({
    method: 'POST',
    url: `/api/media/upload${query}`,
    headers: { ...owner, ...body.headers },
    payload: body.payload,
  });
}

/** Whether the store keeps exactly the file of the one row, and none of the other files. */
async function expectOnlyStored(files: Buffer[], kept: string | null) {
  for (const bytes of files) {
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(await app.files.exists(hash)).toBe(hash === kept);
  }
}

/** The account's media whose file name is this one, whatever the case. */
async function mediaNamed(fileName: string) {
  return app.database.db
    .select({ mediaCode: media.mediaCode, contentHash: media.contentHash })
    .from(media)
    .where(
      and(eq(media.accountId, mine.account.id), sql`lower(${media.fileName}) = lower(${fileName})`),
    );
}

beforeAll(async () => {
  app = await buildTestApp();
  mine = await createCustomerAccount(app.database.db);
  owner = bearer(await signIn(app, mine.owner.email, testPassword));
}, 180_000);
afterAll(() => app.close());

describe('uploads of one file name at the same moment', () => {
  it('lets exactly one take a free name and refuses the others with 409', async () => {
    const files = await sixFiles(41);
    const answers = await Promise.all(
      files.map((bytes, index) => upload(index % 2 ? 'Race.png' : 'race.PNG', bytes)),
    );
    const results = answers.map((answer) => ({
      status: answer.statusCode,
      ...answer.json().Medias[0],
    }));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    const refused = results.filter((result) => !result.ok);
    expect(refused).toHaveLength(5);
    for (const result of refused) {
      expect(result.status).toBe(409);
      expect(result.errorMessage).toMatch(/^A file named race\.png already exists/i);
    }
    const rows = await mediaNamed('race.png');
    expect(rows).toHaveLength(1);
    await app.jobs.drain();
    await expectOnlyStored(files, rows[0]!.contentHash);
  });

  it('saves overwriting uploads one after another into one media', async () => {
    const files = await sixFiles(43);
    const answers = await Promise.all(
      files.map((bytes) => upload('overwrite-race.png', bytes, '?allowOverwrite=true')),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const codes = new Set(answers.map((answer) => answer.json().Medias[0].mediaCode));
    expect(codes.size).toBe(1);
    const rows = await mediaNamed('overwrite-race.png');
    expect(rows).toEqual([{ mediaCode: [...codes][0], contentHash: expect.any(String) }]);
    await app.jobs.drain();
    // Every file that was overwritten is gone; only the one the row names is kept.
    await expectOnlyStored(files, rows[0]!.contentHash);
  });

  it("refuses a replace whose file takes another media's name, changing nothing", async () => {
    await upload('taken.png', await testImage(5, 5));
    const own = (await upload('mine.png', await testImage(6, 5))).json().Medias[0].mediaCode;
    await app.jobs.drain();
    const tables = await snapshotTables(app);
    const body = multipart([{ fileName: 'TAKEN.png', bytes: await testImage(7, 5) }]);
    const answer = await app.inject({
      method: 'POST',
      url: `/api/media/${own}/replace`,
      headers: { ...owner, ...body.headers },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().success).toEqual({
      ok: false,
      message: 'A file named TAKEN.png already exists in the library',
    });
    expect(await snapshotTables(app)).toBe(tables);
  });
});

describe('replaces of one photo at the same moment', () => {
  it('keeps only the file the row ends with, releasing every file replaced in between', async () => {
    const original = await testImage(9, 47);
    const code = (await upload('replaced-race.png', original)).json().Medias[0].mediaCode;
    const files = await sixFiles(47);
    const answers = await Promise.all(
      files.map((bytes, index) => {
        const body = multipart([{ fileName: `replaced-race-${index}.png`, bytes }]);
        return app.inject({
          method: 'POST',
          url: `/api/media/${code}/replace`,
          headers: { ...owner, ...body.headers },
          payload: body.payload,
        });
      }),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    await app.jobs.drain();
    const [row] = await app.database.db
      .select({ contentHash: media.contentHash })
      .from(media)
      .where(eq(media.mediaCode, code));
    await expectOnlyStored([original, ...files], row!.contentHash);
  });
});
