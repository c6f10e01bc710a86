import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, media } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';

type Headers = { authorization: string };

let app: FastifyInstance;
let accountId: string;
let owner: Headers;
let other: Headers;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  accountId = mine.account.id;
  owner = bearer(await signIn(app, mine.owner.email, testPassword));
  other = bearer(await signIn(app, theirs.owner.email, testPassword));
}, 180_000);
afterAll(() => app.close());

const addPage = (payload: object, headers = owner) =>
  app.inject({ method: 'POST', url: '/api/media/webpage', headers, payload });

describe('adding a web page as a medium', () => {
  it('saves an https page of the caller’s account, named by its address', async () => {
    const url = 'https://example.com/menu?day=monday';
    const answer = await addPage({ url, description: 'Today’s menu' });
    expect(answer.statusCode, answer.body).toBe(201);
    const { media: added } = answer.json();
    expect(added).toMatchObject({ displayName: url, mediaType: 'WebPage' });
    const [row] = await app.database.db
      .select({ accountId: media.accountId, description: media.description })
      .from(media)
      .where(eq(media.mediaCode, added.mediaCode));
    expect(row).toEqual({ accountId, description: 'Today’s menu' });
    const read = await app.inject({
      url: `/api/media/${added.mediaCode}/metadata`,
      headers: owner,
    });
    expect(read.statusCode).toBe(200);
  });

  it('refuses with 400 an address that is not https, changing nothing', async () => {
    const before = await snapshotTables(app);
    for (const url of ['http://example.com/', 'not an address', 'javascript:alert(1)', '']) {
      const answer = await addPage({ url });
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().success.ok, url).toBe(false);
    }
    expect((await addPage({})).statusCode).toBe(400);
    expect(await snapshotTables(app)).toBe(before);
  });

  it('keeps the page from another account, whose own page is kept from the caller', async () => {
    const { media: added } = (await addPage({ url: 'https://example.com/ours' })).json();
    const foreign = await app.inject({
      url: `/api/media/${added.mediaCode}/metadata`,
      headers: other,
    });
    expect(foreign.statusCode).toBe(404);
    const theirs = await addPage({ url: 'https://example.com/theirs' }, other);
    expect(theirs.statusCode).toBe(201);
    const [row] = await app.database.db
      .select({ accountId: media.accountId })
      .from(media)
      .where(eq(media.mediaCode, theirs.json().media.mediaCode));
    expect(row?.accountId).not.toBe(accountId);
    const code = theirs.json().media.mediaCode;
    const read = await app.inject({ url: `/api/media/${code}/metadata`, headers: owner });
    expect(read.statusCode).toBe(404);
  });

  it('refuses with 403 while the account’s createWebPageSign flag is off, changing nothing', async () => {
    const setFlag = (isOn: boolean) =>
      app.database.db
        .update(accounts)
        .set({ featureFlags: { createWebPageSign: isOn } })
        .where(eq(accounts.id, accountId));
    await setFlag(false);
    try {
      const before = await snapshotTables(app);
      const answer = await addPage({ url: 'https://example.com/off' });
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({
        success: { ok: false, message: 'Signs from web pages are turned off for this account.' },
      });
      expect(await snapshotTables(app)).toBe(before);
      expect((await addPage({ url: 'https://example.com/theirs' }, other)).statusCode).toBe(201);
    } finally {
      await setFlag(true);
    }
    expect((await addPage({ url: 'https://example.com/on' })).statusCode).toBe(201);
  });
});
