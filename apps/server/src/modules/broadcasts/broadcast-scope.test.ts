import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, playerTags, roles, savedFilters, tags, userRoles, users } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer, createPlayerFormat } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import {
  createCustomerAccount,
  createCustomerUser,
  testPassword,
} from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';
import { loadManifests } from '../content';

type Headers = { authorization: string };

let app: FastifyInstance;
let accountId: string;
let ownerAuth: Headers;
let limitedAuth: Headers;
let limitedUserId: string;
let roleIds: Awaited<ReturnType<typeof createCustomerAccount>>['roleIds'];
let layerCode: string;
let tagCode: string;
let filterCode: string;
/** Two tagged screens: the limited user's role sees the first only. */
let seen: { id: string; playerCode: string };
let unseen: { id: string; playerCode: string };
/** Two media: the limited user's role sees the first only. */
let shownMedia: string;
let hiddenMedia: string;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  accountId = mine.account.id;
  roleIds = mine.roleIds;
  const { format, layer } = await createPlayerFormat(db, accountId);
  layerCode = layer.layerCode;
  seen = await createPlayer(db, accountId, { name: 'Seen', playerFormatId: format.id });
  unseen = await createPlayer(db, accountId, { name: 'Unseen', playerFormatId: format.id });
  const [tag] = await db
    .insert(tags)
    .values({ accountId, name: 'Window', tagType: 'player', color: '#4c6ef5' })
    .returning();
  tagCode = tag?.tagCode as string;
  await db.insert(playerTags).values([
    { playerId: seen.id, tagId: tag?.id as string },
    { playerId: unseen.id, tagId: tag?.id as string },
  ]);
  shownMedia = (await createMedia(db, app.files, accountId)).media.mediaCode;
  hiddenMedia = (await createMedia(db, app.files, accountId)).media.mediaCode;
  await db
    .update(roles)
    .set({
      screensFilter: {
        condition: { operator: 'AND', subNodes: [filterLeaf('Players', [seen.playerCode])] },
      },
      mediaFilter: {
        condition: { operator: 'AND', subNodes: [filterLeaf('Media', [shownMedia])] },
      },
    })
    .where(and(eq(roles.accountId, accountId), eq(roles.name, 'Publisher')));
  const limited = await createCustomerUser(db, accountId, mine.roleIds, 'Publisher');
  limitedUserId = limited.id;
  const [filter] = await db
    .insert(savedFilters)
    .values({
      accountId,
      kind: 'Player',
      name: 'Both screens',
      condition: {
        operator: 'AND',
        subNodes: [filterLeaf('Players', [seen.playerCode, unseen.playerCode])],
      },
    })
    .returning();
  filterCode = filter?.filterCode as string;
  ownerAuth = bearer(await signIn(app, mine.owner.email, testPassword));
  limitedAuth = bearer(await signIn(app, limited.email, testPassword));
}, 180_000);
afterAll(() => app.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: Headers) =>
  app.inject({ method, url, headers, payload });

const input = (values: { media?: string[]; fixed?: string[]; withCondition?: boolean } = {}) => ({
  broadcastName: 'Window offers',
  schedule: { periods: [], isScheduled: false, status: 'Confirmed' },
  groups: [
    {
      key: 'g1',
      name: 'Group 1',
      layers: [layerCode],
      filter: {
        condition:
          values.withCondition === false
            ? null
            : { operator: 'AND', subNodes: [filterLeaf('Tags', [tagCode])] },
        fixedPlayerList: values.fixed ?? [],
      },
      media: (values.media ?? [shownMedia]).map((mediaCode, orderN) => ({ mediaCode, orderN })),
    },
  ],
});

/** Where the broadcast plays: by the manifests, the broadcast's players and the forecast. */
async function reachOf(broadcastCode: string) {
  const manifests = await loadManifests(app.database.db, [seen.id, unseen.id]);
  const inManifests = [seen, unseen]
    .filter((screen) =>
      manifests
        .get(screen.id)
        ?.layers.some((l) => l.channels.some((c) => c.broadcastCode === broadcastCode)),
    )
    .map((screen) => screen.playerCode);
  const players = await call('POST', `/api/broadcasts/${broadcastCode}/players`, {}, ownerAuth);
  const counted = (players.json().Players as { id: string }[]).map((p) => p.id);
  const forecast = await call(
    'POST',
    '/api/channels/forecast',
    { FilterCode: filterCode, from: '2026-03-02T00:00:00Z', horizon: 'day' },
    ownerAuth,
  );
  const forecastScreens = (
    forecast.json().Screens as { playerCode: string; items: { broadcastCode: string | null }[] }[]
  )
    .filter((screen) => screen.items.some((item) => item.broadcastCode === broadcastCode))
    .map((screen) => screen.playerCode);
  return { inManifests, counted: counted.sort(), forecastScreens: forecastScreens.sort() };
}

const only = (playerCode: string) => ({
  inManifests: [playerCode],
  counted: [playerCode],
  forecastScreens: [playerCode],
});

describe('broadcasts within the saver’s role filters', () => {
  it('refuses with 404 a save naming media or screens the saver may not see, changing nothing', async () => {
    const { broadcast } = (
      await call('POST', '/api/broadcasts', input({ withCondition: false }), ownerAuth)
    ).json();
    const before = await snapshotTables(app);
    const refused = [
      input({ media: [shownMedia, hiddenMedia] }),
      input({ fixed: [unseen.playerCode] }),
    ];
    for (const payload of refused) {
      const created = await call('POST', '/api/broadcasts', payload, limitedAuth);
      expect(created.statusCode, JSON.stringify(payload)).toBe(404);
      expect(created.json().success.ok).toBe(false);
      const url = `/api/broadcasts/${broadcast.broadcastCode}`;
      const saved = await call('PUT', url, { ...payload, version: broadcast.version }, limitedAuth);
      expect(saved.statusCode, JSON.stringify(payload)).toBe(404);
    }
    expect(await snapshotTables(app)).toBe(before);
    const allowed = input({ fixed: [seen.playerCode] });
    expect((await call('POST', '/api/broadcasts', allowed, limitedAuth)).statusCode).toBe(201);
  });

  it("reaches by condition only the last saver's screens, until an administrator saves it", async () => {
    const created = await call('POST', '/api/broadcasts', input(), limitedAuth);
    expect(created.statusCode).toBe(201);
    const { broadcast } = created.json();
    expect(await reachOf(broadcast.broadcastCode)).toEqual(only(seen.playerCode));
    const listed = await app.inject({
      url: '/api/broadcasts?SearchText=Window%20offers&Tab=mine',
      headers: limitedAuth,
    });
    expect(
      listed
        .json()
        .Broadcasts.find(
          (b: { broadcastCode: string }) => b.broadcastCode === broadcast.broadcastCode,
        ).numScreens,
    ).toBe(1);

    const url = `/api/broadcasts/${broadcast.broadcastCode}`;
    const widened = await call('PUT', url, { ...input(), version: broadcast.version }, ownerAuth);
    expect(widened.statusCode).toBe(200);
    const both = [seen.playerCode, unseen.playerCode].sort();
    expect(await reachOf(broadcast.broadcastCode)).toEqual({
      inManifests: [seen.playerCode, unseen.playerCode],
      counted: both,
      forecastScreens: both,
    });

    // Saved again by the limited user, it narrows back to what they see.
    const again = widened.json().broadcast;
    const narrowed = await call('PUT', url, { ...input(), version: again.version }, limitedAuth);
    expect(narrowed.statusCode).toBe(200);
    expect(await reachOf(broadcast.broadcastCode)).toEqual(only(seen.playerCode));
  });

  it("tells the screens when the saver's roles change or the saver is removed", async () => {
    const db = app.database.db;
    const storedHash = async (playerId: string) =>
      (
        await db
          .select({ hash: players.playlistHash })
          .from(players)
          .where(eq(players.id, playerId))
      )[0]?.hash;
    const builtHash = async (playerId: string) =>
      (await loadManifests(db, [playerId])).get(playerId)?.hashCode;
    const saver = await createCustomerUser(db, accountId, roleIds, 'Publisher');
    const saverAuth = bearer(await signIn(app, saver.email, testPassword));
    const created = await call('POST', '/api/broadcasts', input(), saverAuth);
    expect(created.statusCode).toBe(201);
    const unseenBefore = await storedHash(unseen.id);
    const [wide] = await db
      .insert(roles)
      .values({ accountId, name: 'Sees every screen too' })
      .returning({ roleCode: roles.roleCode });
    const [publisher] = await db
      .select({ roleCode: roles.roleCode })
      .from(roles)
      .where(and(eq(roles.accountId, accountId), eq(roles.name, 'Publisher')));
    const setRoles = (roleCodes: string[]) =>
      call(
        'PUT',
        '/api/users/roles',
        { UserCode: saver.userCode, RoleCodes: roleCodes },
        ownerAuth,
      );

    expect((await setRoles([publisher!.roleCode, wide!.roleCode])).statusCode).toBe(200);
    expect(await storedHash(unseen.id)).not.toBe(unseenBefore);
    expect(await storedHash(unseen.id)).toBe(await builtHash(unseen.id));

    const widened = await storedHash(unseen.id);
    expect((await setRoles([publisher!.roleCode])).statusCode).toBe(200);
    expect(await storedHash(unseen.id)).not.toBe(widened);
    expect(await storedHash(unseen.id)).toBe(await builtHash(unseen.id));

    const seenBefore = await storedHash(seen.id);
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/users/${saver.userCode}`,
      headers: ownerAuth,
    });
    expect(removed.statusCode).toBe(200);
    expect(await storedHash(seen.id)).not.toBe(seenBefore);
    expect(await storedHash(seen.id)).toBe(await builtHash(seen.id));
  });

  it("follows the saver's roles as they stand, and reaches nobody by condition once the saver is gone", async () => {
    const db = app.database.db;
    const created = await call('POST', '/api/broadcasts', input(), limitedAuth);
    const { broadcast } = created.json();
    expect(await reachOf(broadcast.broadcastCode)).toEqual(only(seen.playerCode));
    const [temporary] = await db
      .insert(roles)
      .values({ accountId, name: 'Sees every screen' })
      .returning({ id: roles.id });
    await db.insert(userRoles).values({ userId: limitedUserId, roleId: temporary?.id as string });
    expect((await reachOf(broadcast.broadcastCode)).counted).toEqual(
      [seen.playerCode, unseen.playerCode].sort(),
    );
    await db.delete(roles).where(eq(roles.id, temporary?.id as string));
    expect(await reachOf(broadcast.broadcastCode)).toEqual(only(seen.playerCode));

    await db.delete(users).where(eq(users.id, limitedUserId));
    expect(await reachOf(broadcast.broadcastCode)).toEqual({
      inManifests: [],
      counted: [],
      forecastScreens: [],
    });
  });
});
