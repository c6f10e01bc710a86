import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, broadcasts, tags, users } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer, createPlayerFormat } from '../../test/factories';
import {
  createCustomerAccount,
  createCustomerUser,
  testPassword,
} from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';
import { loadAccountBroadcasts } from '../content/account-broadcasts';

let app: FastifyInstance;
let auth: { authorization: string };
let publisherAuth: { authorization: string };
let accountId: string;
let otherTypeCode: string;
let layerCode: string;
let playerCode: string;
let mediaCode: string;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  const theirs = await createCustomerAccount(db);
  accountId = mine.account.id;
  await db
    .update(users)
    .set({ firstName: 'Ada', lastName: 'Lind' })
    .where(eq(users.id, mine.owner.id));
  const publisher = await createCustomerUser(db, accountId, mine.roleIds, 'Administrator');
  await db
    .update(users)
    .set({ firstName: 'Bo', lastName: 'Berg' })
    .where(eq(users.id, publisher.id));
  const { format, layer } = await createPlayerFormat(db, accountId);
  layerCode = layer.layerCode;
  playerCode = (await createPlayer(db, accountId, { playerFormatId: format.id })).playerCode;
  mediaCode = (await createMedia(db, app.files, accountId)).media.mediaCode;
  const [theirType] = await db
    .insert(tags)
    .values({ accountId: theirs.account.id, name: 'Menu', tagType: 'contentType' })
    .returning();
  otherTypeCode = theirType?.tagCode ?? '';
  auth = bearer(await signIn(app, mine.owner.email, testPassword));
  publisherAuth = bearer(await signIn(app, publisher.email, testPassword));
});
afterAll(() => app.close());

const group = (key: string, contentType: Record<string, unknown>) => ({
  key,
  name: `Group ${key}`,
  layers: [layerCode],
  filter: { fixedPlayerList: [playerCode] },
  media: [{ mediaCode, orderN: 0 }],
  ...contentType,
});
const input = (groups: object[], values: Record<string, unknown> = {}) => ({
  broadcastName: 'Lunch',
  schedule: { periods: [], status: 'Confirmed' },
  groups,
  ...values,
});
const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = auth) =>
  app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const contentTypes = async (search = '') =>
  (await call('GET', `/api/contenttypes${search ? `?SearchText=${search}` : ''}`)).json()
    .contentTypes as { tagCode: string; name: string }[];

describe('content types', () => {
  it('makes a content type from a new name in the save, and reuses it by name in any case', async () => {
    const first = await call(
      'POST',
      '/api/broadcasts',
      input([group('g1', { chosenContentTypeName: 'Menu' })]),
    );
    expect(first.statusCode).toBe(201);
    const made = first.json().broadcast.groups[0];
    expect(made.chosenContentTypeName).toBe('Menu');
    expect(await contentTypes()).toEqual([
      { tagCode: made.chosenContentTypeTagCode, name: 'Menu' },
    ]);

    const second = await call(
      'POST',
      '/api/broadcasts',
      input([
        group('a', { chosenContentTypeName: 'mENU' }),
        group('b', { chosenContentTypeName: 'Promotion' }),
        group('c', { chosenContentTypeTagCode: made.chosenContentTypeTagCode }),
        group('d', {}),
      ]),
    );
    expect(second.statusCode).toBe(201);
    const groups = second.json().broadcast.groups;
    expect(
      groups.map((g: { chosenContentTypeName: string | null }) => g.chosenContentTypeName),
    ).toEqual(['Menu', 'Promotion', 'Menu', null]);
    expect(groups[0].chosenContentTypeTagCode).toBe(made.chosenContentTypeTagCode);
    expect((await contentTypes()).map((t) => t.name)).toEqual(['Menu', 'Promotion']);
    expect((await contentTypes('Promo')).map((t) => t.name)).toEqual(['Promotion']);

    // The manifest's broadcasts carry each group's type for the resolver.
    const loaded = (await loadAccountBroadcasts(app.database.db, [accountId])).get(accountId);
    const code = second.json().broadcast.broadcastCode;
    const scheduled = loaded?.broadcasts.find((b) => b.broadcast.broadcastCode === code);
    expect(scheduled?.broadcast.groups.map((g) => g.contentTypeTagCode)).toEqual([
      made.chosenContentTypeTagCode,
      groups[1].chosenContentTypeTagCode,
      made.chosenContentTypeTagCode,
      null,
    ]);
  });

  it("answers 404 naming the field for an unknown or another account's code, 400 for a bad one, changing nothing", async () => {
    const before = await snapshotTables(app);
    for (const code of ['NoSuchCode1', otherTypeCode]) {
      const answer = await call(
        'POST',
        '/api/broadcasts',
        input([group('g1', { chosenContentTypeTagCode: code })]),
      );
      expect(answer.statusCode).toBe(404);
      expect(answer.json().success.message).toBe(
        `groups[0].chosenContentTypeTagCode: content type not found: ${code}`,
      );
    }
    const bad = await call(
      'POST',
      '/api/broadcasts',
      input([group('g1', { chosenContentTypeTagCode: 'not a code!' })]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success.message).toContain('groups[0].chosenContentTypeTagCode: ');
    const tooLong = await call(
      'POST',
      '/api/broadcasts',
      input([group('g1', { chosenContentTypeName: 'x'.repeat(101) })]),
    );
    expect(tooLong.statusCode).toBe(400);
    expect(await snapshotTables(app)).toEqual(before);
  });

  it('keeps the type a group had while the account has content types switched off', async () => {
    const created = await call(
      'POST',
      '/api/broadcasts',
      input([group('g1', { chosenContentTypeName: 'Breakfast' })]),
    );
    const saved = created.json().broadcast;
    const db = app.database.db;
    await db
      .update(accounts)
      .set({ disabledApplications: ['ContentType'] })
      .where(eq(accounts.id, accountId));
    try {
      expect((await call('GET', '/api/contenttypes')).statusCode).toBe(403);
      const changed = await call(
        'PUT',
        `/api/broadcasts/${saved.broadcastCode}`,
        input([group('g1', { chosenContentTypeName: 'Dinner' })], { version: saved.version }),
      );
      expect(changed.statusCode).toBe(200);
      expect(changed.json().broadcast.groups[0].chosenContentTypeName).toBe('Breakfast');
      const dinner = await db
        .select()
        .from(tags)
        .where(and(eq(tags.accountId, accountId), eq(tags.name, 'Dinner')));
      expect(dinner).toEqual([]);
    } finally {
      await db.update(accounts).set({ disabledApplications: [] }).where(eq(accounts.id, accountId));
    }
  });
});

describe('broadcast creator and category', () => {
  it('names its creator and category in the editor and the list, whoever saves it later', async () => {
    const created = await call(
      'POST',
      '/api/broadcasts',
      input([group('g1', {})], { broadcastName: 'Made by Ada', category: ' Seasonal ' }),
    );
    const saved = created.json().broadcast;
    expect(saved).toMatchObject({ createdBy: 'Ada Lind', category: 'Seasonal' });
    const changed = await call(
      'PUT',
      `/api/broadcasts/${saved.broadcastCode}`,
      input([group('g1', {})], { broadcastName: 'Made by Ada', version: saved.version }),
      publisherAuth,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().broadcast).toMatchObject({ createdBy: 'Ada Lind', category: null });
    const listed = (await call('GET', '/api/broadcasts?SearchText=Made by Ada')).json().Broadcasts;
    expect(listed).toEqual([
      expect.objectContaining({ broadcastName: 'Made by Ada', createdBy: 'Ada Lind' }),
    ]);
    // The creator gone, the list says nobody rather than the last saver.
    const [row] = await app.database.db
      .update(broadcasts)
      .set({ createdByUserId: null })
      .where(eq(broadcasts.broadcastCode, saved.broadcastCode))
      .returning();
    expect(row?.modifiedByUserId).not.toBeNull();
    const read = await call('GET', `/api/broadcasts/${saved.broadcastCode}`);
    expect(read.json().broadcast.createdBy).toBeNull();
  });

  it('answers 400 naming the field for a period the status call cannot read', async () => {
    const answer = await call('POST', '/api/broadcasts/periodstatus', {
      periods: [{ weekdayStartTime: '25:00' }],
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain('periods[0].weekdayStartTime: ');
  });
});
