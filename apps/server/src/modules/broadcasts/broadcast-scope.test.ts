import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, playerTags, roles, savedFilters, tags, userRoles, users } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createLocation, createPlayer, createPlayerFormat } from '../../test/factories';
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
/** A second user of the limited role, for the tests after the first one is removed. */
let secondLimitedAuth: Headers;
let roleIds: Awaited<ReturnType<typeof createCustomerAccount>>['roleIds'];
let layerCode: string;
let tagCode: string;
let filterCode: string;
/**
 * Two tagged screens: the limited user's role sees the first only (the screens of its location),
 * and a third at no location, which that role does not see either.
 */
let seen: { id: string; playerCode: string };
let unseen: { id: string; playerCode: string };
let nowhere: { id: string; playerCode: string };
/** Two media: the limited user's role sees the first only. */
let shownMedia: string;
let hiddenMedia: string;
let hiddenMediaName: string;

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  const mine = await createCustomerAccount(db);
  accountId = mine.account.id;
  roleIds = mine.roleIds;
  const { format, layer } = await createPlayerFormat(db, accountId);
  layerCode = layer.layerCode;
  const here = await createLocation(db, accountId, { name: 'Here' });
  const there = await createLocation(db, accountId, { name: 'There' });
  const placed = (name: string, locationId: string | null) =>
    createPlayer(db, accountId, { name, playerFormatId: format.id, locationId });
  seen = await placed('Seen', here.id);
  unseen = await placed('Unseen', there.id);
  nowhere = await placed('Nowhere', null);
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
  const hidden = (await createMedia(db, app.files, accountId)).media;
  hiddenMedia = hidden.mediaCode;
  hiddenMediaName = hidden.displayName;
  await db
    .update(roles)
    .set({
      screensFilter: {
        condition: { operator: 'AND', subNodes: [filterLeaf('Locations', [here.locationCode])] },
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
  const second = await createCustomerUser(db, accountId, mine.roleIds, 'Publisher');
  secondLimitedAuth = bearer(await signIn(app, second.email, testPassword));
}, 180_000);
afterAll(() => app.close());

const call = (method: 'POST' | 'PUT', url: string, payload: object, headers: Headers) =>
  app.inject({ method, url, headers, payload });

interface InputValues {
  media?: string[];
  fixed?: string[];
  withCondition?: boolean;
  /** Leaves joined to the tag leaf of the group's condition. */
  alsoLeaves?: ReturnType<typeof filterLeaf>[];
}

const input = (values: InputValues = {}) => ({
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
            : {
                operator: 'AND',
                subNodes: [filterLeaf('Tags', [tagCode]), ...(values.alsoLeaves ?? [])],
              },
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
  it('refuses with 404 a save naming media or screens the saver may not see, in a fixed list or a condition, changing nothing', async () => {
    const { broadcast } = (
      await call('POST', '/api/broadcasts', input({ withCondition: false }), ownerAuth)
    ).json();
    const before = await snapshotTables(app);
    const refused = [
      input({ media: [shownMedia, hiddenMedia] }),
      input({ fixed: [unseen.playerCode] }),
      // Even a condition that leaves the screen out names it.
      input({ alsoLeaves: [filterLeaf('Players', [unseen.playerCode], 'NotIn')] }),
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

  it("reaches by condition only the last saver's screens, until an administrator saves it wider", async () => {
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

    // Saved again by the limited user, it would stop playing on a screen they cannot see.
    const again = widened.json().broadcast;
    const narrowed = await call('PUT', url, { ...input(), version: again.version }, limitedAuth);
    expect(narrowed.statusCode).toBe(403);
    expect((await reachOf(broadcast.broadcastCode)).counted).toEqual(both);
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

describe('a broadcast that reaches beyond the caller’s scope', () => {
  const refusal = 'This broadcast reaches screens outside your reach.';

  async function ownersBroadcast(values: InputValues) {
    const created = await call('POST', '/api/broadcasts', input(values), ownerAuth);
    expect(created.statusCode).toBe(201);
    return created.json().broadcast as { broadcastCode: string; version: string };
  }

  const remove = (broadcastCode: string, headers: Headers) =>
    app.inject({ method: 'DELETE', url: `/api/broadcasts/${broadcastCode}`, headers });

  it('refuses the limited user with 403 to change, pause or delete it, changing nothing, however it reaches', async () => {
    const reaching: Record<string, InputValues> = {
      'a fixed list': { withCondition: false, fixed: [unseen.playerCode] },
      'a fixed list naming a screen at no location': {
        withCondition: false,
        fixed: [nowhere.playerCode],
      },
      'a medium': {
        withCondition: false,
        fixed: [seen.playerCode],
        media: [shownMedia, hiddenMedia],
      },
      'a tag condition in the saver’s wider scope': {},
      'a condition that names a screen it leaves out': {
        alsoLeaves: [filterLeaf('Players', [unseen.playerCode], 'NotIn')],
      },
    };
    for (const [how, values] of Object.entries(reaching)) {
      const broadcast = await ownersBroadcast(values);
      const url = `/api/broadcasts/${broadcast.broadcastCode}`;
      // What the list's play and pause do: the broadcast as this user reads it, saved back.
      const read = (await app.inject({ url, headers: secondLimitedAuth })).json().broadcast;
      const before = await snapshotTables(app);
      // One after another: a delete that went through first would turn the saves into 404s.
      const attempts = [
        () =>
          call(
            'PUT',
            url,
            { ...input({ fixed: [] }), version: broadcast.version },
            secondLimitedAuth,
          ),
        () =>
          call(
            'PUT',
            url,
            {
              ...read,
              schedule: { ...read.schedule, status: 'Draft' },
              groups: read.groups.map((group: { filter: object }) => ({
                ...group,
                filter: { ...group.filter, conditionLookups: undefined },
              })),
            },
            secondLimitedAuth,
          ),
        () => remove(broadcast.broadcastCode, secondLimitedAuth),
      ];
      for (const attempt of attempts) {
        const answer = await attempt();
        expect(answer.statusCode, how).toBe(403);
        expect(answer.json().success, how).toEqual({ ok: false, message: refusal });
      }
      expect(await snapshotTables(app), how).toBe(before);
      expect((await remove(broadcast.broadcastCode, ownerAuth)).statusCode, how).toBe(200);
    }
  });

  it('lets the limited user change and delete a broadcast that lies wholly inside their scope', async () => {
    const broadcast = await ownersBroadcast({ fixed: [seen.playerCode], withCondition: false });
    const url = `/api/broadcasts/${broadcast.broadcastCode}`;
    const changed = await call(
      'PUT',
      url,
      { ...input(), version: broadcast.version },
      secondLimitedAuth,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json().broadcast.outsideReach).toEqual({ screens: 0, media: 0 });
    expect((await remove(broadcast.broadcastCode, secondLimitedAuth)).statusCode).toBe(200);
  });

  it('counts and shows to the limited user only the screens and media inside their scope', async () => {
    const broadcast = await ownersBroadcast({
      fixed: [seen.playerCode, unseen.playerCode],
      media: [shownMedia, hiddenMedia],
      alsoLeaves: [filterLeaf('Players', [nowhere.playerCode, seen.playerCode], 'NotIn')],
    });
    const code = broadcast.broadcastCode;
    const listed = async (headers: Headers) =>
      (await app.inject({ url: '/api/broadcasts?SearchText=Window%20offers', headers }))
        .json()
        .Broadcasts.find((b: { broadcastCode: string }) => b.broadcastCode === code).numScreens;
    expect(await listed(ownerAuth)).toBe(2);
    expect(await listed(secondLimitedAuth)).toBe(1);

    const read = async (headers: Headers) =>
      (await app.inject({ url: `/api/broadcasts/${code}`, headers })).json().broadcast;
    const full = await read(ownerAuth);
    expect(full.outsideReach).toEqual({ screens: 0, media: 0 });
    expect(full.groups[0].filter.fixedPlayerList.sort()).toEqual(
      [seen.playerCode, unseen.playerCode].sort(),
    );
    const limited = await read(secondLimitedAuth);
    // Unseen by its fixed list, Nowhere by the condition that names it.
    expect(limited.outsideReach).toEqual({ screens: 2, media: 1 });
    const [group] = limited.groups;
    expect(group.filter.fixedPlayerList).toEqual([seen.playerCode]);
    expect(group.media.map((row: { mediaCode: string }) => row.mediaCode)).toEqual([shownMedia]);
    expect(group.filter.condition.subNodes[1].codes).toEqual([seen.playerCode]);
    expect(group.filter.conditionLookups.map((l: { name: string }) => l.name)).toContain('Seen');
    const text = JSON.stringify(limited);
    for (const hidden of [
      unseen.playerCode,
      nowhere.playerCode,
      'Unseen',
      'Nowhere',
      hiddenMedia,
      hiddenMediaName,
    ]) {
      expect(text).not.toContain(hidden);
    }
  });
});
