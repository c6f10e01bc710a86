import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, playerTags, tags } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createLocation, createPlayer, createPlayerFormat } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { createCustomerAccount, testPassword } from '../../test/identity-factories';
import { createLimitedScope } from '../../test/limited-scope';
import { bearer, signIn } from '../../test/sign-in';
import { backgroundActor } from '../scope';
import { loadManifests } from '../content';
import { Conflict } from '../../platform/errors';
import type { Database } from '../../platform/db/database';
import { contentChangesOf } from '../../test/recorded-content-changes';
import { createCluster } from './create-cluster';
import { deleteCluster } from './delete-cluster';
import { updateCluster } from './update-cluster';

type Headers = { authorization: string };

let app: FastifyInstance;
let bed: Awaited<ReturnType<typeof createLimitedScope>>;
/** A third screen at Here, tagged Window like Seen. */
let tagged: { id: string; playerCode: string };
let tagCode: string;
let otherAuth: Headers;
let otherPlayerCode: string;

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = bed.ownerAuth,
) => app.inject({ method, url, headers, payload });

async function addCluster(body: object, headers?: Headers) {
  const answer = await call('POST', '/api/clusters', body, headers);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().cluster as { clusterCode: string; playerCount: number };
}

const groupBroadcast = (clusters: string[], condition: unknown = null) => ({
  broadcastName: `Row ${Math.random()}`,
  schedule: { periods: [], isScheduled: false, status: 'Confirmed' },
  groups: [
    {
      key: 'g1',
      name: 'Group 1',
      layers: [bed.layer.layerCode],
      filter: { condition, fixedPlayerList: [] },
      clusters,
      media: [{ mediaCode: bed.shown[0]!.mediaCode, orderN: 1 }],
    },
  ],
});

async function addBroadcast(body: object, headers?: Headers) {
  const answer = await call('POST', '/api/broadcasts', body, headers);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().broadcast as { broadcastCode: string };
}

const codesOf = (answer: { json(): { Players: { playerCode: string }[] } }) =>
  answer
    .json()
    .Players.map((p) => p.playerCode)
    .sort();

beforeAll(async () => {
  app = await buildTestApp();
  bed = await createLimitedScope(app);
  const db = app.database.db;
  tagged = await createPlayer(db, bed.accountId, {
    name: 'Tagged',
    playerFormatId: bed.seen.playerFormatId,
    locationId: bed.here.id,
  });
  const [tag] = await db
    .insert(tags)
    .values({ accountId: bed.accountId, name: 'Window', tagType: 'player', color: '#4c6ef5' })
    .returning();
  tagCode = tag!.tagCode;
  await db.insert(playerTags).values({ playerId: tagged.id, tagId: tag!.id });
  const other = await createCustomerAccount(db);
  const otherFormat = await createPlayerFormat(db, other.account.id);
  const otherLocation = await createLocation(db, other.account.id, { name: 'Theirs' });
  otherPlayerCode = (
    await createPlayer(db, other.account.id, {
      name: 'Theirs',
      playerFormatId: otherFormat.format.id,
      locationId: otherLocation.id,
    })
  ).playerCode;
  otherAuth = bearer(await signIn(app, other.owner.email, testPassword));
}, 180_000);
afterAll(() => app?.close());

describe('clusters', () => {
  it('adds, reads, lists, changes and deletes a cluster with its resolved screens', async () => {
    const made = await addCluster({
      clusterName: 'North',
      playerCodes: [bed.unseen.playerCode],
      locationCodes: [bed.here.locationCode],
    });
    expect(made.playerCount).toBe(3);
    const read = await call('GET', `/api/clusters/${made.clusterCode}`);
    expect(read.statusCode).toBe(200);
    const cluster = read.json().cluster;
    expect(cluster.playerCodes).toEqual([bed.unseen.playerCode]);
    expect(cluster.locations).toEqual([{ locationCode: bed.here.locationCode, name: 'Here' }]);
    expect(cluster.players.map((p: { name: string }) => p.name)).toEqual([
      'Seen',
      'Tagged',
      'Unseen',
    ]);

    const listed = await call('GET', '/api/clusters?SearchText=nor');
    expect(listed.json().Clusters).toMatchObject([{ clusterName: 'North', playerCount: 3 }]);

    const changed = await call('PUT', `/api/clusters/${made.clusterCode}`, {
      clusterName: 'North side',
      playerCodes: [],
      locationCodes: [bed.there.locationCode],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().cluster).toMatchObject({ clusterName: 'North side', playerCount: 1 });

    expect((await call('DELETE', `/api/clusters/${made.clusterCode}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/clusters/${made.clusterCode}`)).statusCode).toBe(404);

    const audited = await app.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accountId, bed.accountId),
          sql`${auditLog.details} -> 'after' ->> 'clusterCode' = ${made.clusterCode} or ${auditLog.details} -> 'before' ->> 'clusterCode' = ${made.clusterCode}`,
        ),
      )
      .orderBy(asc(auditLog.createdAt));
    expect(audited.map((row) => row.action)).toEqual([
      'createCluster',
      'updateCluster',
      'deleteCluster',
    ]);
    expect(audited[1]?.details).toMatchObject({
      before: { clusterName: 'North' },
      after: { clusterName: 'North side', playerIds: [] },
    });
  });

  it('answers 409 on a name taken in any case, and 404 on unknown screens and locations', async () => {
    const first = await addCluster({ clusterName: 'Lobby' });
    const taken = await call('POST', '/api/clusters', { clusterName: 'LOBBY' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().success.message).toBe('clusterName: Name is already taken.');
    const second = await addCluster({ clusterName: 'Hall' });
    const renamed = await call('PUT', `/api/clusters/${second.clusterCode}`, {
      clusterName: 'lobby',
    });
    expect(renamed.statusCode).toBe(409);
    const same = await call('PUT', `/api/clusters/${first.clusterCode}`, { clusterName: 'LOBBY' });
    expect(same.statusCode).toBe(200);
    const noName = await call('POST', '/api/clusters', { clusterName: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().success.message).toContain('clusterName');
    const unknown = await call('POST', '/api/clusters', {
      clusterName: 'Unknown',
      playerCodes: ['no-such-screen'],
    });
    expect(unknown.statusCode).toBe(404);
  });

  it("keeps to the account: another account's clusters, screens and locations are 404", async () => {
    const mine = await addCluster({ clusterName: 'Private' });
    expect(
      (await call('GET', `/api/clusters/${mine.clusterCode}`, undefined, otherAuth)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/clusters/${mine.clusterCode}`, undefined, otherAuth)).statusCode,
    ).toBe(404);
    const theirs = await call('POST', '/api/clusters', {
      clusterName: 'Theirs',
      playerCodes: [otherPlayerCode],
    });
    expect(theirs.statusCode).toBe(404);
    const listed = await call('GET', '/api/clusters', undefined, otherAuth);
    expect(listed.json().Clusters).toEqual([]);
  });

  it('keeps a caller with a screen filter within reach', async () => {
    const wide = await addCluster({
      clusterName: 'Wide',
      playerCodes: [bed.unseen.playerCode],
      locationCodes: [bed.here.locationCode],
    });
    // They see only the screens of Here.
    const read = await call('GET', `/api/clusters/${wide.clusterCode}`, undefined, bed.limitedAuth);
    expect(read.json().cluster).toMatchObject({ playerCount: 2, playerCodes: [] });
    // A screen they cannot see is not theirs to add, nor a location with such screens.
    const byScreen = await call(
      'POST',
      '/api/clusters',
      { clusterName: 'Sneaky', playerCodes: [bed.unseen.playerCode] },
      bed.limitedAuth,
    );
    expect(byScreen.statusCode).toBe(404);
    const byLocation = await call(
      'POST',
      '/api/clusters',
      { clusterName: 'Sneaky', locationCodes: [bed.there.locationCode] },
      bed.limitedAuth,
    );
    expect(byLocation.statusCode).toBe(403);
    expect(byLocation.json().success.message).toContain('locationCodes');
    // Saving keeps the listed screen they cannot see.
    const saved = await call(
      'PUT',
      `/api/clusters/${wide.clusterCode}`,
      { clusterName: 'Wide', playerCodes: [], locationCodes: [bed.here.locationCode] },
      bed.limitedAuth,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const asOwner = await call('GET', `/api/clusters/${wide.clusterCode}`);
    expect(asOwner.json().cluster.playerCodes).toEqual([bed.unseen.playerCode]);
  });

  it('reaches its clusters’ screens within the saver’s scope, narrowed by a tags filter', async () => {
    const all = await addCluster({
      clusterName: 'Everything',
      playerCodes: [bed.unseen.playerCode],
      locationCodes: [bed.here.locationCode],
    });
    const byClusters = await addBroadcast(groupBroadcast([all.clusterCode]));
    const byTags = await addBroadcast(
      groupBroadcast([all.clusterCode], {
        operator: 'AND',
        subNodes: [filterLeaf('Tags', [tagCode])],
      }),
    );
    const reached = async (broadcastCode: string) =>
      codesOf(await call('POST', `/api/broadcasts/${broadcastCode}/players`, {}));
    expect(await reached(byClusters.broadcastCode)).toEqual(
      [bed.seen.playerCode, bed.unseen.playerCode, tagged.playerCode].sort(),
    );
    expect(await reached(byTags.broadcastCode)).toEqual([tagged.playerCode]);
    const read = await call('GET', `/api/broadcasts/${byTags.broadcastCode}`);
    expect(read.json().broadcast.groups[0].clusters).toEqual([all.clusterCode]);

    // The manifests agree: the tagged row plays only on the tagged screen.
    const manifests = await loadManifests(app.database.db, [bed.seen.id, tagged.id, bed.unseen.id]);
    const playing = (id: string) =>
      manifests
        .get(id)!
        .layers.flatMap((layer) => layer.channels)
        .map((channel) => channel.broadcastCode);
    expect(playing(tagged.id)).toEqual(
      expect.arrayContaining([byClusters.broadcastCode, byTags.broadcastCode]),
    );
    expect(playing(bed.unseen.id)).toContain(byClusters.broadcastCode);
    expect(playing(bed.unseen.id)).not.toContain(byTags.broadcastCode);

    // A limited saver's clusters reach only what they may see.
    const limited = await addBroadcast(groupBroadcast([all.clusterCode]), bed.limitedAuth);
    expect(await reached(limited.broadcastCode)).toEqual(
      [bed.seen.playerCode, tagged.playerCode].sort(),
    );
    const limitedManifest = await loadManifests(app.database.db, [bed.unseen.id]);
    expect(
      limitedManifest
        .get(bed.unseen.id)!
        .layers.flatMap((layer) => layer.channels)
        .map((channel) => channel.broadcastCode),
    ).not.toContain(limited.broadcastCode);

    // In use, it cannot be deleted.
    const refused = await call('DELETE', `/api/clusters/${all.clusterCode}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().success.message).toContain('Row');
  });

  it("answers 404 naming the field for a group naming a cluster not the account's", async () => {
    const answer = await call('POST', '/api/broadcasts', groupBroadcast(['no-such-cluster']));
    expect(answer.statusCode).toBe(404);
    expect(answer.json().success.message).toContain('groups.0.clusters.0');
  });

  it('counts a group’s clusters in the group search and lists matching clusters', async () => {
    const here = await addCluster({
      clusterName: 'Search here',
      locationCodes: [bed.here.locationCode],
    });
    const answer = await call('POST', '/api/broadcasts/players', {
      Clusters: [here.clusterCode],
      IncludeClusters: true,
      SearchText: 'Search',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(codesOf(answer)).toEqual([]);
    const all = await call('POST', '/api/broadcasts/players', {
      Clusters: [here.clusterCode],
      IncludeClusters: true,
    });
    expect(all.json().TotalCount).toBe(2);
    const found = await call('POST', '/api/broadcasts/players', {
      IncludeClusters: true,
      SearchText: 'Search h',
    });
    expect(found.json().Clusters).toMatchObject([{ clusterName: 'Search here', playerCount: 2 }]);
  });

  it('records a content change for the screens a using broadcast reached before and after', async () => {
    const shop = await addCluster({ clusterName: 'Shop', playerCodes: [bed.seen.playerCode] });
    await addBroadcast(groupBroadcast([shop.clusterCode]));
    const actor = backgroundActor({ accountId: bed.accountId, accountCode: 'account' });
    const recorded = await contentChangesOf(app.database.db, bed.accountId, (tx) =>
      updateCluster(
        tx,
        actor,
        shop.clusterCode,
        { clusterName: 'Shop', playerCodes: [], locationCodes: [bed.there.locationCode] },
        '127.0.0.1',
      ),
    );
    expect(recorded.refusal).toBeUndefined();
    expect(recorded.playerIds).toEqual([bed.seen.id, bed.unseen.id].sort());
  });

  it('records nothing for a cluster no broadcast uses, nor for a write refused with 409', async () => {
    const db = app.database.db;
    const actor = backgroundActor({ accountId: bed.accountId, accountCode: 'account' });
    const input = (clusterName: string) => ({
      clusterName,
      playerCodes: [bed.seen.playerCode],
      locationCodes: [],
    });
    const created = await contentChangesOf(db, bed.accountId, (tx) =>
      createCluster(tx, actor, input('Fresh'), '127.0.0.1'),
    );
    expect(created).toEqual({ playerIds: [], records: 0, refusal: undefined });
    const idle = await addCluster(input('Idle'));
    const used = await addCluster(input('Used'));
    await addBroadcast(groupBroadcast([used.clusterCode]));
    const refusals = [
      (tx: Database) => deleteCluster(tx, actor, used.clusterCode, '127.0.0.1'),
      (tx: Database) => updateCluster(tx, actor, used.clusterCode, input('IDLE'), '127.0.0.1'),
    ];
    for (const write of refusals) {
      const refused = await contentChangesOf(db, bed.accountId, write);
      expect(refused).toEqual({ playerIds: [], records: 0, refusal: expect.any(Conflict) });
    }
    const deleted = await contentChangesOf(db, bed.accountId, (tx) =>
      deleteCluster(tx, actor, idle.clusterCode, '127.0.0.1'),
    );
    expect(deleted).toEqual({ playerIds: [], records: 0, refusal: undefined });
  });
});
