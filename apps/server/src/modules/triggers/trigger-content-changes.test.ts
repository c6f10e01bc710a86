import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../platform/db/database';
import { Conflict, NotFound } from '../../platform/errors';
import { buildTestApp } from '../../test/build-test-app';
import { createPlayer } from '../../test/factories';
import { createLimitedScope } from '../../test/limited-scope';
import { contentChangesOf } from '../../test/recorded-content-changes';
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

async function post(url: string, payload: object) {
  const answer = await app.inject({ method: 'POST', url, headers: bed.ownerAuth, payload });
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
