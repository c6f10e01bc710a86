import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, roles, triggers } from '../../db/schema';
import { loadManifests } from '../content';
import { buildTestApp } from '../../test/build-test-app';
import { filterLeaf } from '../../test/filter-conditions';
import {
  createCustomerAccount,
  createCustomerUserWithGrants,
  testPassword,
} from '../../test/identity-factories';
import { createLimitedScope } from '../../test/limited-scope';
import { bearer, signIn } from '../../test/sign-in';
import { snapshotTables } from '../../test/table-snapshot';
import { screensTakingValue } from './value-screens';

type Headers = Record<string, string>;

let app: FastifyInstance;
let bed: Awaited<ReturnType<typeof createLimitedScope>>;
let owner: Headers;
let otherOwner: Headers;
/** Triggers edit, but only the screens at Here. */
let limitedEditor: Headers;

beforeAll(async () => {
  app = await buildTestApp();
  bed = await createLimitedScope(app);
  owner = bed.ownerAuth;
  const db = app.database.db;
  const editor = await createCustomerUserWithGrants(db, bed.accountId, {
    Triggers: 'AddAndEdit',
  });
  await db
    .update(roles)
    .set({
      screensFilter: {
        condition: {
          operator: 'AND',
          subNodes: [filterLeaf('Locations', [bed.here.locationCode])],
        },
      },
    })
    .where(eq(roles.id, editor.roleId));
  limitedEditor = bearer(await signIn(app, editor.email, testPassword));
  const theirs = await createCustomerAccount(db);
  otherOwner = bearer(await signIn(app, theirs.owner.email, testPassword));
}, 180_000);
afterAll(() => app.close());

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = owner,
) => app.inject({ method, url, headers, payload });

const allDay = { dayOfWeeks: 127, weekdayStartTime: '00:00', weekdayEndTime: '00:00' };

async function addTrigger(values: object, headers = owner) {
  const answer = await call('POST', '/api/triggers', values, headers);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().accountTrigger as { triggerCode: string };
}

function expectRefusal(
  answer: { statusCode: number; json(): unknown },
  status: number,
  text: string,
) {
  expect(answer.statusCode).toBe(status);
  expect((answer.json() as { success: { message: string } }).success.message).toContain(text);
}

let external: string;

describe('trigger definitions', () => {
  it('adds a daypart trigger that holds now when its part covers every day', async () => {
    const { triggerCode } = await addTrigger({
      name: 'Opening hours',
      triggerGroup: 'Dayparts',
      actionType: 'Play',
      setting: { dayparts: [allDay] },
    });
    const read = await call('GET', `/api/triggers/${triggerCode}`);
    expect(read.json().accountTrigger).toMatchObject({
      trigger: { name: 'Opening hours', triggerGroup: 'Dayparts', actionType: 'Play' },
      isEnabled: true,
      isActiveNow: true,
      usedBy: [],
    });
    const off = await call('PUT', `/api/triggers/account/${triggerCode}`, {
      isEnabled: false,
      setting: { dayparts: [allDay] },
    });
    expect(off.json().accountTrigger).toMatchObject({ isEnabled: false, isActiveNow: false });
  });

  it('lists by group', async () => {
    external = (
      await addTrigger({
        name: 'Rain',
        triggerGroup: 'External',
        actionType: 'Interrupt',
        variableName: 'weather.rain',
        setting: { value: 'ON ' },
      })
    ).triggerCode;
    const list = await call('GET', '/api/triggers/account?triggerGroup=External');
    expect(list.statusCode).toBe(200);
    const rows = list.json().accountTriggers;
    expect(rows.map((row: { triggerCode: string }) => row.triggerCode)).toEqual([external]);
    expect(rows[0]).toMatchObject({ isActiveNow: true, trigger: { activeValue: 'on' } });
  });

  it('names the field of each bad definition or setting in a 400', async () => {
    const cases: [object, string][] = [
      [
        {
          name: 'Bad time',
          triggerGroup: 'Dayparts',
          actionType: 'Play',
          setting: { dayparts: [{ ...allDay, weekdayStartTime: '25:00' }] },
        },
        'setting.dayparts[0].weekdayStartTime',
      ],
      [
        {
          name: 'Too fast',
          triggerGroup: 'Timer',
          actionType: 'Interrupt',
          setting: { interval: { minutes: 0, seconds: 5 } },
        },
        'setting.interval',
      ],
      [
        {
          name: 'Too slow',
          triggerGroup: 'Timer',
          actionType: 'Interrupt',
          setting: { interval: { minutes: 1441, seconds: 0 } },
        },
        'setting.interval',
      ],
      [
        { name: 'Spaces', triggerGroup: 'External', actionType: 'Play', variableName: 'a b' },
        'variableName',
      ],
      [
        { name: 'Interrupting daypart', triggerGroup: 'Dayparts', actionType: 'Interrupt' },
        'actionType',
      ],
      [{ name: 'Playing timer', triggerGroup: 'Timer', actionType: 'Play' }, 'actionType'],
      [
        {
          name: 'Long value',
          triggerGroup: 'External',
          actionType: 'Play',
          variableName: 'long',
          setting: { value: 'x'.repeat(257) },
        },
        'setting.value',
      ],
    ];
    for (const [payload, field] of cases) {
      expectRefusal(await call('POST', '/api/triggers', payload), 400, field);
    }
  });

  it('keeps one timer per account and a variable name once in any case (409)', async () => {
    const timer = { name: 'Every minute', triggerGroup: 'Timer', actionType: 'Interrupt' };
    await addTrigger({ ...timer, setting: { interval: { minutes: 1, seconds: 0 } } });
    expectRefusal(
      await call('POST', '/api/triggers', timer),
      409,
      'Only one timer trigger is allowed per account.',
    );
    expectRefusal(
      await call('POST', '/api/triggers', {
        name: 'Rain again',
        triggerGroup: 'External',
        actionType: 'Play',
        variableName: 'WEATHER.RAIN',
      }),
      409,
      'variableName',
    );
  });

  it('answers 404 for another account’s trigger', async () => {
    expect((await call('GET', `/api/triggers/${external}`, undefined, otherOwner)).statusCode).toBe(
      404,
    );
    expect(
      (await call('DELETE', `/api/triggers/${external}`, undefined, otherOwner)).statusCode,
    ).toBe(404);
  });
});

describe('trigger uses on broadcasts', () => {
  const broadcast = (trigger: object | null, rowTrigger: object | null = null) => ({
    broadcastName: 'Umbrellas',
    schedule: { status: 'Confirmed' },
    trigger,
    groups: [
      {
        key: 'g1',
        name: 'Group 1',
        layers: [bed.layer.layerCode],
        filter: { fixedPlayerList: [bed.seen.playerCode, bed.unseen.playerCode] },
        trigger: { triggerCode: external, playWhen: 'Inactive' },
        media: [{ mediaCode: bed.shown[0]!.mediaCode, orderN: 0, trigger: rowTrigger }],
      },
    ],
  });

  it('saves and reads each level’s use, and answers an unknown trigger 404 naming its place', async () => {
    const saved = await call(
      'POST',
      '/api/broadcasts',
      broadcast(null, { triggerCode: external, playWhen: 'Active' }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const { broadcastCode } = saved.json().broadcast;
    const read = (await call('GET', `/api/broadcasts/${broadcastCode}`)).json().broadcast;
    expect(read.trigger).toBeNull();
    expect(read.groups[0].trigger).toEqual({ triggerCode: external, playWhen: 'Inactive' });
    expect(read.groups[0].media[0].trigger).toEqual({ triggerCode: external, playWhen: 'Active' });

    const unknown = { triggerCode: 'nothing', playWhen: 'Active' };
    expectRefusal(
      await call('POST', '/api/broadcasts', broadcast(null, unknown)),
      404,
      'groups[0].media[0].trigger.triggerCode',
    );
    expectRefusal(
      await call('POST', '/api/broadcasts', broadcast(unknown)),
      404,
      'trigger.triggerCode',
    );

    const used = (await call('GET', `/api/triggers/${external}`)).json().accountTrigger;
    expect(used.usedBy).toEqual([{ broadcastCode, broadcastName: 'Umbrellas' }]);
    const before = await snapshotTables(app);
    expectRefusal(await call('DELETE', `/api/triggers/${external}`), 409, "'Umbrellas'");
    expect(await snapshotTables(app)).toBe(before);
  });

  it('deletes a trigger no broadcast uses', async () => {
    const { triggerCode } = await addTrigger({
      name: 'Unused',
      triggerGroup: 'Dayparts',
      actionType: 'Play',
    });
    expect((await call('DELETE', `/api/triggers/${triggerCode}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/triggers/${triggerCode}`)).statusCode).toBe(404);
  });
});

describe('location and screen settings', () => {
  it('moves a location between Default, Explicit and Disabled, and its screens with it', async () => {
    const base = `/api/triggers/locations/${external}`;
    const here = bed.here.locationCode;
    const listed = (await call('GET', base)).json().locations;
    expect(listed.find((row: { locationCode: string }) => row.locationCode === here)).toMatchObject(
      {
        state: 'Default',
        setting: null,
        effective: { from: 'Account', isEnabled: true },
      },
    );
    const set = await call('PUT', base, { locationCode: here, setting: { value: 'off' } });
    expect(set.json().location).toMatchObject({
      state: 'Explicit',
      setting: { value: 'off' },
      effective: { from: 'Location', setting: { value: 'off' } },
    });
    const screens = await call('GET', `/api/triggers/players/${external}/${here}`);
    expect(screens.json().players).toEqual([
      expect.objectContaining({
        playerCode: bed.seen.playerCode,
        state: 'Default',
        effective: expect.objectContaining({ from: 'Location' }),
      }),
    ]);
    const removed = await call('POST', `${base}/remove`, { locationCode: here });
    expect(removed.json().location).toMatchObject({
      state: 'Disabled',
      effective: { isEnabled: false },
    });
    const restored = await call('POST', `${base}/restore`, { locationCode: here });
    expect(restored.json().location).toMatchObject({
      state: 'Default',
      effective: { from: 'Account' },
    });
  });

  it('gives a screen its own setting and restores it to its location’s', async () => {
    const seen = bed.seen.playerCode;
    const set = await call('PUT', `/api/triggers/players/${external}/${bed.here.locationCode}`, {
      playerCode: seen,
      setting: { value: 'on' },
    });
    expect(set.json().player).toMatchObject({ state: 'Explicit', effective: { from: 'Player' } });
    const elsewhere = await call(
      'PUT',
      `/api/triggers/players/${external}/${bed.there.locationCode}`,
      {
        playerCode: seen,
        setting: { value: 'on' },
      },
    );
    expect(elsewhere.statusCode).toBe(404);
    const removed = await call('POST', `/api/triggers/players/${external}/remove`, {
      playerCode: seen,
    });
    expect(removed.json().player).toMatchObject({ state: 'Disabled' });
    const restored = await call('POST', `/api/triggers/players/${external}/restore`, {
      playerCode: seen,
    });
    expect(restored.json().player).toMatchObject({ state: 'Default' });
  });

  it('keeps a caller with a screen filter to the locations and screens they reach', async () => {
    const listed = await call(
      'GET',
      `/api/triggers/locations/${external}`,
      undefined,
      limitedEditor,
    );
    expect(
      listed.json().locations.map((row: { locationCode: string }) => row.locationCode),
    ).toEqual([bed.here.locationCode]);
    const screens = await call(
      'GET',
      `/api/triggers/players/${external}`,
      undefined,
      limitedEditor,
    );
    expect(screens.json().players.map((row: { playerCode: string }) => row.playerCode)).toEqual([
      bed.seen.playerCode,
    ]);
    const before = await snapshotTables(app);
    const there = bed.there.locationCode;
    const unseen = bed.unseen.playerCode;
    const base = `/api/triggers/locations/${external}`;
    expect(
      (await call('PUT', base, { locationCode: there, setting: {} }, limitedEditor)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `${base}/remove`, { locationCode: there }, limitedEditor)).statusCode,
    ).toBe(403);
    const player = `/api/triggers/players/${external}`;
    expect(
      (await call('POST', `${player}/remove`, { playerCode: unseen }, limitedEditor)).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', `${player}/${there}`, { playerCode: unseen, setting: {} }, limitedEditor))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/api/triggers/external/weather.rain`,
          { value: 'on', locationCode: there },
          limitedEditor,
        )
      ).statusCode,
    ).toBe(403);
    expect(await snapshotTables(app)).toBe(before);
    const mine = await call(
      'PUT',
      base,
      { locationCode: bed.here.locationCode, setting: {} },
      limitedEditor,
    );
    expect(mine.statusCode).toBe(200);
  });
});

describe('external values and API keys', () => {
  let apiKey: string;
  let keyCode: string;

  it('shows a new key once and lists it by its prefix only', async () => {
    const made = await call('POST', '/api/triggers/keys', { name: 'Weather feed' });
    expect(made.statusCode).toBe(201);
    apiKey = made.json().apiKey;
    keyCode = made.json().key.keyCode;
    const list = await call('GET', '/api/triggers/keys');
    expect(list.body).not.toContain(apiKey);
    expect(list.json().keys).toEqual([expect.objectContaining({ keyCode, revokedAt: null })]);
    expect(apiKey.startsWith(list.json().keys[0].keyPrefix)).toBe(true);
  });

  it('sets the value with the key and tells the screens of broadcasts using the trigger', async () => {
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/triggers/external/Weather.Rain',
      headers: { 'x-api-key': apiKey },
      payload: { value: 'off' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().affectedPlayers).toBe(2);
    const read = (await call('GET', `/api/triggers/${external}`)).json().accountTrigger;
    expect(read).toMatchObject({ setting: { value: 'off' }, isActiveNow: false });
    const atScreen = await app.inject({
      method: 'PUT',
      url: '/api/triggers/external/weather.rain',
      headers: { 'x-api-key': apiKey },
      payload: { value: 'on', playerCode: bed.unseen.playerCode },
    });
    expect(atScreen.json().affectedPlayers).toBe(1);

    // The manifests carry the uses and each screen's value by its level; the hash moves with it.
    const db = app.database.db;
    const ids = [bed.seen.id, bed.unseen.id];
    const before = await loadManifests(db, ids);
    const seen = before.get(bed.seen.id)!;
    const channel = seen.layers.flatMap((l) => l.channels).find((c) => c.source === 'broadcast')!;
    expect(channel.groupCode).toEqual(expect.any(String));
    expect(channel.triggerUses).toEqual([{ triggerCode: external, playWhen: 'Inactive' }]);
    expect(channel.rows[0]!.triggerUse).toEqual({ triggerCode: external, playWhen: 'Active' });
    // Seen's location has its own (empty) setting, over the account's 'off'; unseen its own.
    expect(seen.triggers[external]).toEqual({
      definition: {
        name: 'Rain',
        triggerGroup: 'External',
        actionType: 'Interrupt',
        variableName: 'weather.rain',
        activeValue: expect.anything(),
      },
      setting: {},
    });
    expect(before.get(bed.unseen.id)!.triggers[external]!.setting!.value).toBe('on');
    // Only the screens playing by the level written hear its value.
    const [trigger] = await db.select().from(triggers).where(eq(triggers.triggerCode, external));
    expect(await screensTakingValue(db, trigger!.id, {}, ids)).toEqual([]);
    expect(
      await screensTakingValue(db, trigger!.id, { locationId: bed.here.id }, [bed.seen.id]),
    ).toEqual([bed.seen.id]);
    await app.inject({
      method: 'PUT',
      url: '/api/triggers/external/weather.rain',
      headers: { 'x-api-key': apiKey },
      payload: { value: 'storm', locationCode: bed.here.locationCode },
    });
    const after = await loadManifests(db, ids);
    expect(after.get(bed.seen.id)!.triggers[external]!.setting!.value).toBe('storm');
    expect(after.get(bed.seen.id)!.hashCode).not.toBe(seen.hashCode);
    expect(after.get(bed.unseen.id)!.hashCode).toBe(before.get(bed.unseen.id)!.hashCode);
  });

  it('refuses a bad value, an unknown variable and a bad key', async () => {
    const put = (url: string, payload: object, headers: Headers) =>
      app.inject({ method: 'PUT', url, headers, payload });
    const keyed = { 'x-api-key': apiKey };
    expectRefusal(
      await put('/api/triggers/external/weather.rain', { value: 'x'.repeat(257) }, keyed),
      400,
      'value',
    );
    expect((await put('/api/triggers/external/nothing', { value: 'on' }, keyed)).statusCode).toBe(
      404,
    );
    expect(
      (
        await put(
          '/api/triggers/external/weather.rain',
          { value: 'on' },
          { 'x-api-key': 'mqt_wrong' },
        )
      ).statusCode,
    ).toBe(401);
    expect((await put('/api/triggers/external/weather.rain', { value: 'on' }, {})).statusCode).toBe(
      401,
    );
  });

  it('opens no other call with the key, in either header', async () => {
    for (const headers of [{ 'x-api-key': apiKey }, { authorization: `Bearer ${apiKey}` }]) {
      for (const url of [
        '/api/triggers/account',
        `/api/triggers/${external}`,
        '/api/triggers/keys',
      ]) {
        expect((await app.inject({ method: 'GET', url, headers })).statusCode).toBe(401);
      }
    }
  });

  it('does not reach another account’s variable', async () => {
    const theirs = await call(
      'POST',
      '/api/triggers',
      { name: 'Theirs', triggerGroup: 'External', actionType: 'Play', variableName: 'only.theirs' },
      otherOwner,
    );
    expect(theirs.statusCode).toBe(201);
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/triggers/external/only.theirs',
      headers: { 'x-api-key': apiKey },
      payload: { value: 'on' },
    });
    expect(answer.statusCode).toBe(404);
  });

  it('lets a signed-in caller with Triggers edit set a value, and no one with view only', async () => {
    const payload = { value: 'on' };
    expect((await call('PUT', '/api/triggers/external/weather.rain', payload)).statusCode).toBe(
      200,
    );
    const viewerOnly = await createCustomerUserWithGrants(app.database.db, bed.accountId, {
      Triggers: 'ViewOnly',
    });
    const viewer = bearer(await signIn(app, viewerOnly.email, testPassword));
    expect(
      (await call('PUT', '/api/triggers/external/weather.rain', payload, viewer)).statusCode,
    ).toBe(403);
  });

  it('holds a key to 20 calls a second (429), whatever they ask', async () => {
    const made = await call('POST', '/api/triggers/keys', { name: 'Busy' });
    const headers = { 'x-api-key': made.json().apiKey as string };
    // Calls that find nothing are quick, so all of them fall in one second.
    const answers = await Promise.all(
      Array.from({ length: 30 }, () =>
        app.inject({
          method: 'PUT',
          url: '/api/triggers/external/nothing.here',
          headers,
          payload: { value: 'on' },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(10);
    expect(statuses.filter((status) => status === 404).length).toBeLessThanOrEqual(20);
  });

  it('refuses the key and a signed-in editor alike while the account has Triggers off', async () => {
    const db = app.database.db;
    const switched = (disabledApplications: string[]) =>
      db.update(accounts).set({ disabledApplications }).where(eq(accounts.id, bed.accountId));
    await switched(['Triggers']);
    // Switched back on whatever happens: the tests after it need the application.
    try {
      const before = await snapshotTables(app);
      for (const headers of [{ 'x-api-key': apiKey }, owner]) {
        const answer = await app.inject({
          method: 'PUT',
          url: '/api/triggers/external/weather.rain',
          headers,
          payload: { value: 'off' },
        });
        expectRefusal(answer, 403, 'The application Triggers is not enabled for this account.');
      }
      expect(await snapshotTables(app)).toBe(before);
    } finally {
      await switched([]);
    }
  });

  it('refuses a revoked key with 401', async () => {
    expect((await call('DELETE', `/api/triggers/keys/${keyCode}`)).statusCode).toBe(200);
    const answer = await app.inject({
      method: 'PUT',
      url: '/api/triggers/external/weather.rain',
      headers: { 'x-api-key': apiKey },
      payload: { value: 'on' },
    });
    expect(answer.statusCode).toBe(401);
    const listed = (await call('GET', '/api/triggers/keys')).json().keys;
    expect(
      listed.find((key: { keyCode: string }) => key.keyCode === keyCode).revokedAt,
    ).not.toBeNull();
  });
});

describe('the audit log', () => {
  /** The account's audit rows naming this code anywhere in their details, oldest first. */
  const auditOf = (code: string) =>
    app.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.accountId, bed.accountId),
          sql`${auditLog.details}::text like ${`%"${code}"%`}`,
        ),
      )
      .orderBy(asc(auditLog.createdAt));

  it('records each write to a trigger, its settings and its keys', async () => {
    const { triggerCode } = await addTrigger({
      name: 'Audited',
      triggerGroup: 'Dayparts',
      actionType: 'Play',
      setting: { dayparts: [allDay] },
    });
    const changed = await call('PUT', `/api/triggers/${triggerCode}`, {
      name: 'Audited again',
      triggerGroup: 'Dayparts',
      actionType: 'Play',
      setting: { dayparts: [allDay] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const account = await call('PUT', `/api/triggers/account/${triggerCode}`, {
      isEnabled: false,
      setting: { dayparts: [allDay] },
    });
    expect(account.statusCode, account.body).toBe(200);
    const here = bed.here.locationCode;
    const location = `/api/triggers/locations/${triggerCode}`;
    expect((await call('POST', `${location}/remove`, { locationCode: here })).statusCode).toBe(200);
    const screen = `/api/triggers/players/${triggerCode}`;
    const playerCode = bed.seen.playerCode;
    expect((await call('POST', `${screen}/remove`, { playerCode })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/triggers/${triggerCode}`)).statusCode).toBe(200);

    const rows = await auditOf(triggerCode);
    expect(rows.map((row) => row.action)).toEqual([
      'createTrigger',
      'updateTrigger',
      'setAccountTriggerSetting',
      'changeLocationTriggerSetting',
      'changePlayerTriggerSetting',
      'deleteTrigger',
    ]);
    expect(rows[1]?.details).toMatchObject({
      before: { name: 'Audited' },
      after: { name: 'Audited again' },
    });
    expect(rows[3]?.details).toMatchObject({ locationCode: here, state: 'Disabled' });
    expect(rows[4]?.details).toMatchObject({ playerCode, state: 'Disabled' });

    const made = await call('POST', '/api/triggers/keys', { name: 'Audited key' });
    const { keyCode } = made.json().key as { keyCode: string };
    expect((await call('DELETE', `/api/triggers/keys/${keyCode}`)).statusCode).toBe(200);
    const keyRows = await auditOf(keyCode);
    expect(keyRows.map((row) => row.action)).toEqual(['createTriggerKey', 'revokeTriggerKey']);
    expect(JSON.stringify(keyRows)).not.toContain(made.json().apiKey);
  });
});
