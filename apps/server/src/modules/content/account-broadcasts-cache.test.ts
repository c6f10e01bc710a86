import type { ScreenManifest } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcasts, playerTags, tags, userRoles } from '../../db/schema';
import { createBroadcast } from '../../test/broadcast-factories';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createPlayerFormat, createUser } from '../../test/factories';
import { everyScreen } from '../../test/filter-conditions';
import { createRoleWithGrants } from '../../test/identity-factories';
import { createMedia } from '../../test/media-factories';
import { loadAccountBroadcasts, type AccountBroadcastsSource } from './account-broadcasts';
import { AccountBroadcastsCache, accountBroadcastsCacheOf } from './account-broadcasts-cache';
import { loadManifests } from './load-manifests';
import { recordContentChange } from './content-changes';
import { pairWithNewPlayer, TestScreen } from '../screen-gateway/screen-gateway-test-screen';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** The real reader, counting the accounts it was asked to read. */
function countingReader() {
  const reads: string[][] = [];
  const read: AccountBroadcastsSource = (db, accountIds) => {
    reads.push([...accountIds]);
    return loadAccountBroadcasts(db, accountIds);
  };
  return { reads, read };
}

/**
 * An account whose screens get broadcasts by condition, by fixed list, and by condition of a saver
 * whose role sees only the tagged screen.
 */
async function accountWithBroadcasts() {
  const db = app.database.db;
  const account = await createAccount(db);
  const { format, layer } = await createPlayerFormat(db, account.id);
  const screen = await TestScreen.register(app);
  const tagged = await pairWithNewPlayer(app, screen, account.id, { playerFormatId: format.id });
  const other = await pairWithNewPlayer(app, await TestScreen.register(app), account.id, {
    playerFormatId: format.id,
  });
  const [tag] = await db
    .insert(tags)
    .values({ accountId: account.id, tagType: 'player', name: 'Window', color: '#336699' })
    .returning();
  await db.insert(playerTags).values({ playerId: tagged.id, tagId: tag!.id });
  const byTag = {
    operator: 'AND',
    subNodes: [{ nodeType: 'Tags', nodeKey: 'Tags', codes: [tag!.tagCode], codeCondition: 'In' }],
  };
  const photo = (await createMedia(db, app.files, account.id)).media;
  const limited = await createUser(db, { accountId: account.id });
  const roleId = await createRoleWithGrants(db, {
    accountId: account.id,
    grants: {},
    screensFilter: { condition: byTag },
  });
  await db.insert(userRoles).values({ userId: limited.id, roleId });
  const byCondition = await createBroadcast(db, account.id, {
    periods: [{ dayOfWeeks: 31, weekdayStartTime: '09:00', weekdayEndTime: '16:59' }],
    groups: [{ condition: byTag, formatLayerIds: [layer.id], mediaIds: [photo.id] }],
  });
  await createBroadcast(db, account.id, {
    groups: [{ playerIds: [other.id], formatLayerIds: [layer.id], mediaIds: [photo.id] }],
  });
  await createBroadcast(db, account.id, {
    savedBy: limited.id,
    groups: [{ condition: everyScreen, formatLayerIds: [layer.id], mediaIds: [photo.id] }],
  });
  return { account, screen, tagged, other, byCondition: byCondition.broadcast };
}

const withoutTime = (manifests: Map<string, ScreenManifest>) =>
  [...manifests].map(([id, { generatedAt: _at, ...manifest }]) => [id, manifest]);

const broadcastChannelsOf = (manifest: ScreenManifest | undefined) =>
  manifest?.layers.flatMap((layer) => layer.channels.filter((c) => c.source === 'broadcast'));

describe("an account's broadcast content kept between manifest loads", () => {
  it('is read once for the loads after the first, which build the same manifests as a load without it', async () => {
    const { tagged, other } = await accountWithBroadcasts();
    const ids = [tagged.id, other.id];
    const { reads, read } = countingReader();
    const cache = new AccountBroadcastsCache(read);
    const uncached = await loadManifests(app.database.db, ids);
    const first = await loadManifests(app.database.db, ids, cache.load);
    const second = await loadManifests(app.database.db, ids, cache.load);
    expect(reads).toHaveLength(1);
    expect(broadcastChannelsOf(uncached.get(tagged.id))).toHaveLength(2);
    expect(broadcastChannelsOf(uncached.get(other.id))).toHaveLength(1);
    expect(withoutTime(first)).toEqual(withoutTime(uncached));
    expect(withoutTime(second)).toEqual(withoutTime(uncached));
  });

  it('is read again once the account is dropped, and only that account', async () => {
    const mine = await accountWithBroadcasts();
    const theirs = await accountWithBroadcasts();
    const { reads, read } = countingReader();
    const cache = new AccountBroadcastsCache(read);
    const ids = [mine.tagged.id, theirs.tagged.id];
    await loadManifests(app.database.db, ids, cache.load);
    cache.forget([mine.account.id]);
    await loadManifests(app.database.db, ids, cache.load);
    expect(reads).toEqual([
      expect.arrayContaining([mine.account.id, theirs.account.id]),
      [mine.account.id],
    ]);
  });

  it('keeps nothing while changes may go unheard, and keeps again once they are heard', async () => {
    const { account, tagged } = await accountWithBroadcasts();
    const { reads, read } = countingReader();
    const cache = new AccountBroadcastsCache(read);
    await loadManifests(app.database.db, [tagged.id], cache.load);
    cache.setHearingChanges(false);
    await loadManifests(app.database.db, [tagged.id], cache.load);
    await loadManifests(app.database.db, [tagged.id], cache.load);
    cache.setHearingChanges(true);
    await loadManifests(app.database.db, [tagged.id], cache.load);
    await loadManifests(app.database.db, [tagged.id], cache.load);
    expect(reads).toEqual([[account.id], [account.id], [account.id], [account.id]]);
  });

  it('does not keep what a read found when the account was dropped while it read', async () => {
    const { account, tagged, byCondition } = await accountWithBroadcasts();
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let isRead = () => {};
    const read = new Promise<void>((resolve) => (isRead = resolve));
    const cache = new AccountBroadcastsCache(async (db, accountIds) => {
      const content = await loadAccountBroadcasts(db, accountIds);
      isRead();
      await gate;
      return content;
    });
    const stale = loadManifests(app.database.db, [tagged.id], cache.load);
    await read;
    await app.database.db
      .update(broadcasts)
      .set({ isTakeover: true })
      .where(eq(broadcasts.id, byCondition.id));
    cache.forget([account.id]);
    release();
    await stale;
    expect(cache.has(account.id)).toBe(false);
    const fresh = (await loadManifests(app.database.db, [tagged.id], cache.load)).get(tagged.id);
    expect(
      broadcastChannelsOf(fresh)?.find((c) => c.broadcastCode === byCondition.broadcastCode),
    ).toMatchObject({ isTakeover: true });
    expect(cache.has(account.id)).toBe(true);
  });

  it('keeps a bounded number of broadcasts, dropping the accounts used longest ago', async () => {
    const one = await accountWithBroadcasts();
    const two = await accountWithBroadcasts();
    const content = await loadAccountBroadcasts(app.database.db, [one.account.id]);
    const big = content.get(one.account.id)!;
    const huge = { ...big, broadcasts: Array.from({ length: 20_000 }, () => big.broadcasts[0]!) };
    const cache = new AccountBroadcastsCache(async (db, accountIds) =>
      accountIds[0] === two.account.id
        ? new Map([[two.account.id, huge]])
        : loadAccountBroadcasts(db, accountIds),
    );
    await cache.load(app.database.db, [one.account.id]);
    await cache.load(app.database.db, [two.account.id]);
    expect(cache.has(one.account.id)).toBe(false);
    expect(cache.has(two.account.id)).toBe(true);
  });

  it("is dropped in the writing process by the write's content change, and the screen gets the edit", async () => {
    const { account, screen, tagged, byCondition } = await accountWithBroadcasts();
    await screen.connect(app);
    const { manifestEtag } = await screen.next('state');
    const cache = accountBroadcastsCacheOf(app.database.db);
    expect(cache.has(account.id)).toBe(true);
    await app.database.db.transaction(async (tx) => {
      await tx
        .update(broadcasts)
        .set({ isTakeover: true })
        .where(eq(broadcasts.id, byCondition.id));
      await recordContentChange(tx, { accountId: account.id, playerIds: [tagged.id] });
    });
    const told = await screen.next('contentChanged');
    expect(told.manifestEtag).not.toBe(manifestEtag);
    const answer = await app.inject({
      method: 'GET',
      url: '/screen-api/manifest',
      headers: { cookie: screen.cookie },
    });
    expect(answer.headers.etag).toBe(`"${told.manifestEtag}"`);
    const channel = broadcastChannelsOf(answer.json<ScreenManifest>())?.find(
      (c) => c.broadcastCode === byCondition.broadcastCode,
    );
    expect(channel).toMatchObject({ isTakeover: true });
    await screen.disconnect();
  });
});
