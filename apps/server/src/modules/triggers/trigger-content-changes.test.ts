import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accounts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict, NotFound } from '../../platform/errors';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer } from '../../test/factories';
import {
  createCustomerAccount,
  createCustomerUserWithGrants,
  testPassword,
} from '../../test/identity-factories';
import { createLimitedScope } from '../../test/limited-scope';
import { contentChangesOf, hearContentChanges } from '../../test/recorded-content-changes';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';
import { backgroundActor } from '../scope';
import { changeLocationSetting } from './change-location-setting';
import { changePlayerSetting } from './change-player-setting';
import { deleteTrigger } from './delete-trigger';
import { setAccountSetting } from './set-account-setting';
import { updateTrigger } from './update-trigger';

let app: FastifyInstance;
let bed: Awaited<ReturnType<typeof createLimitedScope>>;
/** Used by a broadcast on Seen (at Here) and Unseen (at There). */
let rain: string;
/** Used by no broadcast. */
let unused: string;

const ip = '127.0.0.1';
const rainDefinition = {
  name: 'Rain',
  triggerGroup: 'External',
  actionType: 'Play',
  variableName: 'rain',
} as const;

async function post(url: string, payload: object, headers = bed.ownerAuth) {
  const answer = await app.inject({ method: 'POST', url, headers, payload });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json();
}

beforeAll(async () => {
  app = await buildTestApp();
  bed = await createLimitedScope(app);
  // At Here like Seen, but no broadcast reaches it: no trigger write concerns it.
  await createPlayer(app.database.db, bed.accountId, {
    name: 'Idle',
    playerFormatId: bed.seen.playerFormatId,
    locationId: bed.here.id,
  });
  rain = (await post('/api/triggers', rainDefinition)).accountTrigger.triggerCode;
  unused = (
    await post('/api/triggers', { name: 'Lunch', triggerGroup: 'Dayparts', actionType: 'Play' })
  ).accountTrigger.triggerCode;
  await post('/api/triggers', {
    name: 'Every minute',
    triggerGroup: 'Timer',
    actionType: 'Interrupt',
    setting: { interval: { minutes: 1, seconds: 0 } },
  });
  await post('/api/broadcasts', {
    broadcastName: 'Umbrellas',
    schedule: { status: 'Confirmed' },
    groups: [
      {
        key: 'g1',
        name: 'Group 1',
        layers: [bed.layer.layerCode],
        filter: { fixedPlayerList: [bed.seen.playerCode, bed.unseen.playerCode] },
        media: [
          {
            mediaCode: bed.shown[0]!.mediaCode,
            orderN: 0,
            trigger: { triggerCode: rain, playWhen: 'Active' },
          },
        ],
      },
    ],
  });
}, 180_000);
afterAll(() => app.close());

const owner = () => backgroundActor({ accountId: bed.accountId, accountCode: 'account' });
const recorded = (write: (tx: Database) => Promise<unknown>) =>
  contentChangesOf(app.database.db, bed.accountId, write);

it('records a content change for exactly the screens each trigger write can change', async () => {
  const actor = owner();
  const seen = [bed.seen.id];
  const unseen = [bed.unseen.id];
  const both = [bed.seen.id, bed.unseen.id].sort();
  const here = bed.here.locationCode;
  const atThere = { playerCode: bed.unseen.playerCode, locationCode: bed.there.locationCode };
  const writes: [string, (tx: Database) => Promise<unknown>, string[]][] = [
    [
      'account setting',
      (tx) => setAccountSetting(tx, actor, rain, { isEnabled: true, setting: {} }, ip),
      both,
    ],
    [
      'account setting of an unused trigger',
      (tx) => setAccountSetting(tx, actor, unused, { isEnabled: false, setting: {} }, ip),
      [],
    ],
    [
      'location setting',
      (tx) => changeLocationSetting(tx, actor, rain, here, { state: 'Explicit', setting: {} }, ip),
      seen,
    ],
    [
      'location remove',
      (tx) => changeLocationSetting(tx, actor, rain, here, { state: 'Disabled' }, ip),
      seen,
    ],
    [
      'location restore',
      (tx) => changeLocationSetting(tx, actor, rain, here, { state: 'Default' }, ip),
      seen,
    ],
    [
      'screen setting',
      (tx) => changePlayerSetting(tx, actor, rain, atThere, { state: 'Explicit', setting: {} }, ip),
      unseen,
    ],
    [
      'screen remove',
      (tx) => changePlayerSetting(tx, actor, rain, atThere, { state: 'Disabled' }, ip),
      unseen,
    ],
    [
      'screen restore',
      (tx) => changePlayerSetting(tx, actor, rain, atThere, { state: 'Default' }, ip),
      unseen,
    ],
    [
      'definition',
      (tx) =>
        updateTrigger(
          tx,
          actor,
          rain,
          { ...rainDefinition, activeValue: 'wet', isEnabled: true, setting: {} },
          ip,
        ),
      both,
    ],
  ];
  for (const [label, write, playerIds] of writes) {
    const found = await recorded(write);
    expect(found.refusal, label).toBeUndefined();
    expect(found.playerIds, label).toEqual(playerIds);
  }
  // A trigger is deleted only when no broadcast uses it, so no screen plays by it.
  expect(await recorded((tx) => deleteTrigger(tx, actor, unused, ip))).toEqual({
    playerIds: [],
    records: 0,
    refusal: undefined,
  });
});

it('records nothing for a refused trigger write', async () => {
  const actor = owner();
  const refusals: [(tx: Database) => Promise<unknown>, unknown][] = [
    [(tx) => deleteTrigger(tx, actor, rain, ip), Conflict],
    [
      (tx) =>
        updateTrigger(
          tx,
          actor,
          rain,
          {
            name: 'Second timer',
            triggerGroup: 'Timer',
            actionType: 'Interrupt',
            isEnabled: true,
            setting: { interval: { minutes: 2, seconds: 0 } },
          },
          ip,
        ),
      Conflict,
    ],
    [
      (tx) =>
        changePlayerSetting(
          tx,
          actor,
          rain,
          { playerCode: bed.unseen.playerCode, locationCode: bed.here.locationCode },
          { state: 'Disabled' },
          ip,
        ),
      NotFound,
    ],
  ];
  for (const [write, refusal] of refusals) {
    expect(await recorded(write)).toEqual({
      playerIds: [],
      records: 0,
      refusal: expect.any(refusal),
    });
  }
});

type Write = ['POST' | 'PUT' | 'DELETE', string, object?];

it('refuses every trigger write to a caller without Triggers edit, and to all while the account has Triggers off, changing nothing and recording no content change', async () => {
  const db = app.database.db;
  const heard = await hearContentChanges(app, bed.accountId);
  const here = bed.here.locationCode;
  const there = bed.there.locationCode;
  // There and Unseen hold settings of their own, so restoring them would change what Unseen plays.
  const owned = (url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: bed.ownerAuth, payload });
  expect(
    (await owned(`/api/triggers/locations/${rain}/remove`, { locationCode: there })).statusCode,
  ).toBe(200);
  expect(
    (await owned(`/api/triggers/players/${rain}/remove`, { playerCode: bed.unseen.playerCode }))
      .statusCode,
  ).toBe(200);
  const viewerUser = await createCustomerUserWithGrants(db, bed.accountId, {
    Triggers: 'ViewOnly',
  });
  const viewer = bearer(await signIn(app, viewerUser.email, testPassword));
  const ownKey = { 'x-api-key': (await post('/api/triggers/keys', { name: 'Rain gauge' })).apiKey };
  const theirs = await createCustomerAccount(db);
  const theirOwner = bearer(await signIn(app, theirs.owner.email, testPassword));
  const theirKey = {
    'x-api-key': (await post('/api/triggers/keys', { name: 'Theirs' }, theirOwner)).apiKey,
  };
  const changesBefore = await heard.count();

  const disableForAccount: Write = [
    'PUT',
    `/api/triggers/account/${rain}`,
    { isEnabled: false, setting: {} },
  ];
  const externalValue: Write = ['PUT', '/api/triggers/external/rain', { value: 'on' }];
  // Each would change the trigger or what Seen or Unseen plays, were it let through.
  const writes: Write[] = [
    ['POST', '/api/triggers', { name: 'Snow', triggerGroup: 'External', actionType: 'Play' }],
    [
      'PUT',
      `/api/triggers/${rain}`,
      { ...rainDefinition, activeValue: 'wet', isEnabled: true, setting: {} },
    ],
    ['DELETE', `/api/triggers/${unused}`],
    disableForAccount,
    ['PUT', `/api/triggers/locations/${rain}`, { locationCode: here, setting: {} }],
    ['POST', `/api/triggers/locations/${rain}/remove`, { locationCode: here }],
    ['POST', `/api/triggers/locations/${rain}/restore`, { locationCode: there }],
    [
      'PUT',
      `/api/triggers/players/${rain}/${here}`,
      { playerCode: bed.seen.playerCode, setting: {} },
    ],
    ['POST', `/api/triggers/players/${rain}/remove`, { playerCode: bed.seen.playerCode }],
    ['POST', `/api/triggers/players/${rain}/restore`, { playerCode: bed.unseen.playerCode }],
    externalValue,
  ];
  const answers = async (headers: Record<string, string>, only = writes) => {
    const statuses: Record<string, number> = {};
    for (const [method, url, payload] of only) {
      statuses[`${method} ${url}`] = (
        await app.inject({ method, url, headers, payload })
      ).statusCode;
    }
    return statuses;
  };
  const each = (status: number, only = writes) =>
    Object.fromEntries(only.map(([method, url]) => [`${method} ${url}`, status]));
  const external = [externalValue];

  const before = await snapshotTables(app);
  expect(await answers(viewer)).toEqual(each(403));
  // Another account's key sets that account's variables: it has none of this name.
  expect(await answers(theirKey, external)).toEqual(each(404, external));
  expect(await snapshotTables(app)).toBe(before);

  const switched = (disabledApplications: string[]) =>
    db.update(accounts).set({ disabledApplications }).where(eq(accounts.id, bed.accountId));
  await switched(['Triggers']);
  // Switched back on whatever happens: the check after it needs the application.
  try {
    const off = await snapshotTables(app);
    expect(await answers(bed.ownerAuth)).toEqual(each(403));
    expect(await answers(ownKey, external)).toEqual(each(403, external));
    expect(await snapshotTables(app)).toBe(off);
  } finally {
    await switched([]);
  }
  expect(await heard.count()).toBe(changesBefore);

  // A write let through is heard: the silence above is the refusals'.
  const [method, url, payload] = disableForAccount;
  const allowed = await app.inject({ method, url, headers: bed.ownerAuth, payload });
  expect(allowed.statusCode, allowed.body).toBe(200);
  expect(await heard.count()).toBeGreaterThan(changesBefore);
  await heard.stop();
});
