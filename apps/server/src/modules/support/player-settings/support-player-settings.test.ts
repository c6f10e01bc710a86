import type { FastifyInstance } from 'fastify';
import { and, desc, eq } from 'drizzle-orm';
import type { SettingValue } from '@marquee/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, players, playerSettingValues } from '../../../db/schema';
import { buildTestApp } from '../../../test/build-test-app';
import { createLocation, createPlayer } from '../../../test/factories';
import { createCustomerAccount } from '../../../test/identity-factories';
import { consoleDesks, signInCustomer, type Headers } from '../../../test/support-desks';
import { heartbeatSecondsOf, loadManifests, manifestBuild } from '../../content';
import { savePlaylistHashes } from '../../player-records';
import { screensChangedBy, writeLevelValues } from '../../player-settings';

let app: FastifyInstance;
let desk: Headers;
let limitedDesk: Headers;
let reached: Awaited<ReturnType<typeof createCustomerAccount>>;
let other: Awaited<ReturnType<typeof createCustomerAccount>>;

beforeAll(async () => {
  app = await buildTestApp();
  ({ reached, unreached: other, support: desk, limitedDesk } = await consoleDesks(app));
}, 60_000);
afterAll(() => app.close());

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  headers: Headers,
  payload?: object,
) => app.inject({ method, url: `/support/api/playerSettings${path}`, headers, payload });

type Setting = {
  playerSettingCode: string;
  value: unknown;
  inherit: boolean;
  unset: boolean;
  inheritedFrom: string | null;
  isSet: boolean;
};

async function settingsAt(query: string, headers = desk): Promise<Map<string, Setting>> {
  const answer = await send('GET', `?${query}`, headers);
  expect(answer.statusCode).toBe(200);
  const list = answer.json().playerSettings as Setting[];
  return new Map(list.map((setting) => [setting.playerSettingCode, setting]));
}

const save = (body: object, headers = desk) => send('PUT', '', headers, body);

/** An account of its own with a location, two screens there and one elsewhere. */
async function fleet() {
  const db = app.database.db;
  const { account } = await createCustomerAccount(db);
  const location = await createLocation(db, account.id);
  const inherits = await createPlayer(db, account.id, { locationId: location.id });
  const ownValue = await createPlayer(db, account.id, { locationId: location.id });
  const elsewhere = await createPlayer(db, account.id);
  return { account, location, inherits, ownValue, elsewhere };
}

describe('player settings in the console', () => {
  it('walks the levels: an account value reaches its locations and screens, an unset stops it', async () => {
    const { account, location, inherits } = await fleet();
    const accountCode = account.accountCode;
    const atAccount = `accountCode=${accountCode}&type=Account`;
    const atLocation = `accountCode=${accountCode}&type=Location&locationCode=${location.locationCode}`;
    const atPlayer = `accountCode=${accountCode}&type=Player&code=${inherits.playerCode}`;

    expect((await settingsAt(atAccount)).get('Volume')).toMatchObject({
      value: 50,
      inherit: true,
      inheritedFrom: 'Default',
    });
    const saved = await save({
      accountCode,
      type: 'Account',
      settings: [{ playerSettingCode: 'Volume', value: 30 }],
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (saved.json().playerSettings as Setting[]).find((s) => s.playerSettingCode === 'Volume'),
    ).toMatchObject({ value: 30, inherit: false, isSet: true, inheritedFrom: null });
    expect((await settingsAt(atLocation)).get('Volume')).toMatchObject({
      value: 30,
      inherit: true,
      inheritedFrom: 'Account',
    });
    expect((await settingsAt(atPlayer)).get('Volume')).toMatchObject({
      value: 30,
      inheritedFrom: 'Account',
    });

    await save({
      accountCode,
      type: 'Location',
      locationCode: location.locationCode,
      settings: [{ playerSettingCode: 'Volume', unset: true }],
    });
    expect((await settingsAt(atLocation)).get('Volume')).toMatchObject({
      value: 50,
      inherit: false,
      unset: true,
      isSet: false,
    });
    expect((await settingsAt(atPlayer)).get('Volume')).toMatchObject({
      value: 50,
      inherit: true,
      inheritedFrom: 'Location',
    });

    await save({
      accountCode,
      type: 'Location',
      locationCode: location.locationCode,
      settings: [{ playerSettingCode: 'Volume', inherit: true }],
    });
    expect((await settingsAt(atPlayer)).get('Volume')).toMatchObject({
      value: 30,
      inheritedFrom: 'Account',
    });
    // A level lists only the settings it may hold; ShowName is the screen's own column.
    expect((await settingsAt(atAccount)).has('ShowName')).toBe(false);
    expect((await settingsAt(atPlayer)).get('ShowName')).toMatchObject({ value: false });
    await save({
      accountCode,
      type: 'Player',
      code: inherits.playerCode,
      settings: [{ playerSettingCode: 'ShowName', value: true }],
    });
    const [row] = await app.database.db.select().from(players).where(eq(players.id, inherits.id));
    expect(row?.showNameInfo).toBe(true);
    expect((await settingsAt(atPlayer)).get('ShowName')).toMatchObject({ value: true });
  });

  it('searches and orders the list', async () => {
    const code = reached.account.accountCode;
    const found = await settingsAt(`accountCode=${code}&type=Account&searchText=alarm`);
    expect([...found.keys()].every((key) => key.startsWith('Alarm'))).toBe(true);
    const answer = await send(
      'GET',
      `?accountCode=${code}&type=Account&orderBy=playerSettingCode&order=desc`,
      desk,
    );
    const codes = (answer.json().playerSettings as Setting[]).map((s) => s.playerSettingCode);
    expect(codes).toEqual([...codes].sort().reverse());
  });

  it('refuses what does not fit, naming the field, and changes nothing', async () => {
    const { account, location, inherits } = await fleet();
    const foreignLocation = await createLocation(app.database.db, other.account.id);
    const foreignPlayer = await createPlayer(app.database.db, other.account.id);
    const accountCode = account.accountCode;
    const cases: [object, number, string][] = [
      [
        { type: 'Account', settings: [{ playerSettingCode: 'Volume', value: 101 }] },
        400,
        'settings[0].value: must be at most 100',
      ],
      [
        {
          type: 'Account',
          settings: [
            { playerSettingCode: 'LogLevel', value: 'Info' },
            { playerSettingCode: 'ContentRotation', value: '45' },
          ],
        },
        400,
        'settings[1].value: must be one of 0, 90, 180, 270',
      ],
      [
        { type: 'Account', settings: [{ playerSettingCode: 'NoSuchSetting', value: 1 }] },
        400,
        'settings[0].playerSettingCode: no setting NoSuchSetting',
      ],
      [
        { type: 'Account', settings: [{ playerSettingCode: 'ShowName', value: true }] },
        400,
        'settings[0].playerSettingCode: ShowName cannot be set at Account level',
      ],
      [
        { type: 'Account', settings: [{ playerSettingCode: 'Volume' }] },
        400,
        'settings[0].value: required unless inherit or unset',
      ],
      [
        {
          type: 'Account',
          settings: [{ playerSettingCode: 'Volume', inherit: true, unset: true }],
        },
        400,
        'settings[0].unset: a setting cannot both inherit and unset',
      ],
      [
        { type: 'Location', settings: [{ playerSettingCode: 'Volume', value: 1 }] },
        400,
        'locationCode: required for type Location',
      ],
      [
        { type: 'Player', settings: [{ playerSettingCode: 'Volume', value: 1 }] },
        400,
        'code: required for type Player',
      ],
      [
        {
          type: 'Location',
          locationCode: foreignLocation.locationCode,
          settings: [{ playerSettingCode: 'Volume', value: 1 }],
        },
        404,
        'locationCode: no such location',
      ],
      [
        {
          type: 'Player',
          code: foreignPlayer.playerCode,
          settings: [{ playerSettingCode: 'Volume', value: 1 }],
        },
        404,
        'code: no such screen',
      ],
      [
        {
          type: 'Player',
          code: inherits.playerCode,
          settings: [{ playerSettingCode: 'AlarmWebhookUrl', value: 'https://x.example' }],
        },
        400,
        'settings[0].playerSettingCode: AlarmWebhookUrl cannot be set at Player level',
      ],
      [
        {
          type: 'Location',
          locationCode: location.locationCode,
          settings: [{ playerSettingCode: 'AlarmWebhookUrl', value: 'ftp://x.example' }],
        },
        400,
        'settings[0].value: must be an http or https address',
      ],
    ];
    for (const [body, status, message] of cases) {
      const answer = await save({ accountCode, ...body });
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json().success.message).toBe(message);
    }
    const stored = await app.database.db
      .select()
      .from(playerSettingValues)
      .where(eq(playerSettingValues.accountId, account.id));
    expect(stored).toEqual([]);
  });

  it('never answers a write-only value, nor keeps it in the audit log', async () => {
    const { account } = await fleet();
    const saved = await save({
      accountCode: account.accountCode,
      type: 'Account',
      settings: [{ playerSettingCode: 'AlarmWebhookSecret', value: 'sh-secret' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain('sh-secret');
    const listed = await settingsAt(`accountCode=${account.accountCode}&type=Account`);
    expect(listed.get('AlarmWebhookSecret')).toMatchObject({ value: null, isSet: true });
    const audits = await app.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'savePlayerSettings'), eq(auditLog.accountId, account.id)));
    expect(audits).toHaveLength(1);
    expect(JSON.stringify(audits[0]?.details)).not.toContain('sh-secret');
    expect(audits[0]?.details).toMatchObject({
      level: 'Account',
      before: {},
      after: { AlarmWebhookSecret: '(set)' },
    });
  });

  it('keeps to the reach: a limited support user gets 404 for other clients, a customer 403', async () => {
    const foreign = other.account.accountCode;
    const calls: [Parameters<typeof send>[0], string, object?][] = [
      ['GET', `?accountCode=${foreign}&type=Account`],
      [
        'PUT',
        '',
        {
          accountCode: foreign,
          type: 'Account',
          settings: [{ playerSettingCode: 'Volume', value: 1 }],
        },
      ],
      ['GET', `/definitions?accountCode=${foreign}`],
      ['POST', '/definition', { accountCode: foreign, ...textDefinition('Greeting') }],
      ['PUT', '/Greeting/definition', { accountCode: foreign, ...definitionFields() }],
      ['DELETE', `/Greeting/definition/${foreign}`],
    ];
    for (const [method, path, body] of calls) {
      const answer = await send(method, path, limitedDesk, body);
      expect(answer.statusCode, `${method} ${path}`).toBe(404);
    }
    const mine = await send(
      'GET',
      `?accountCode=${reached.account.accountCode}&type=Account`,
      limitedDesk,
    );
    expect(mine.statusCode).toBe(200);
    const customer = await signInCustomer(app);
    for (const [method, path, body] of calls) {
      const answer = await send(method, path, customer.headers, body);
      expect(answer.statusCode, `${method} ${path}`).toBe(403);
    }
    expect(
      await app.database.db
        .select()
        .from(playerSettingValues)
        .where(eq(playerSettingValues.accountId, other.account.id)),
    ).toEqual([]);
  });
});

const definitionFields = (values: object = {}) => ({
  name: 'Greeting',
  description: 'Shown under the menu',
  valueType: 'Text',
  maxLength: 40,
  defaultValue: 'Welcome',
  levels: ['Player', 'Location', 'Account'],
  sentToScreens: true,
  ...values,
});
const textDefinition = (code: string, values: object = {}) => ({
  playerSettingDefinitionCode: code,
  ...definitionFields(values),
});

describe('setting definitions in the console', () => {
  it('adds, changes and removes an account’s own definition, refusing clashes and misfits', async () => {
    const { account, inherits } = await fleet();
    const accountCode = account.accountCode;
    const created = await send('POST', '/definition', desk, {
      accountCode,
      ...textDefinition('Greeting'),
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().definition).toMatchObject({
      playerSettingDefinitionCode: 'Greeting',
      accountCode,
      isBuiltIn: false,
      writeOnly: false,
    });
    const listed = await send('GET', `/definitions?accountCode=${accountCode}`, desk);
    const definitions = listed.json().definitions as { playerSettingDefinitionCode: string }[];
    expect(definitions.map((d) => d.playerSettingDefinitionCode)).toContain('Greeting');
    expect(definitions.find((d) => d.playerSettingDefinitionCode === 'Volume')).toMatchObject({
      accountCode: '',
      isBuiltIn: true,
    });

    for (const [body, status, message] of [
      [
        textDefinition('Greeting'),
        409,
        'playerSettingDefinitionCode: the account has a setting Greeting',
      ],
      [
        textDefinition('greeting'),
        409,
        'playerSettingDefinitionCode: the account has a setting greeting',
      ],
      [textDefinition('volume'), 409, 'playerSettingDefinitionCode: volume is a built-in setting'],
      [
        textDefinition('Mode', { valueType: 'Choice', maxLength: undefined, defaultValue: 'a' }),
        400,
        'choices: a Choice setting needs some',
      ],
      [
        textDefinition('Short', { maxLength: 3 }),
        400,
        'defaultValue: must be at most 3 characters',
      ],
    ] as const) {
      const answer = await send('POST', '/definition', desk, { accountCode, ...body });
      expect(answer.statusCode, message).toBe(status);
      expect(answer.json().success.message).toBe(message);
    }

    await save({
      accountCode,
      type: 'Player',
      code: inherits.playerCode,
      settings: [{ playerSettingCode: 'Greeting', value: 'Hello there' }],
    });
    const [manifest] = (await loadManifests(app.database.db, [inherits.id])).values();
    expect(manifest?.settings.Greeting).toBe('Hello there');

    const narrower = await send('PUT', '/Greeting/definition', desk, {
      accountCode,
      ...definitionFields({ maxLength: 5, defaultValue: 'Hi' }),
    });
    expect(narrower.statusCode).toBe(409);
    expect(narrower.json().success.message).toMatch(
      /^a value set at Player level must be at most 5 characters/,
    );
    const fewerLevels = await send('PUT', '/Greeting/definition', desk, {
      accountCode,
      ...definitionFields({ levels: ['Account'] }),
    });
    expect(fewerLevels.statusCode).toBe(409);
    const builtIn = await send('PUT', '/Volume/definition', desk, {
      accountCode,
      ...definitionFields(),
    });
    expect(builtIn.statusCode).toBe(409);
    const missing = await send('PUT', '/Nothing/definition', desk, {
      accountCode,
      ...definitionFields(),
    });
    expect(missing.statusCode).toBe(404);
    const changed = await send('PUT', '/Greeting/definition', desk, {
      accountCode,
      ...definitionFields({ name: 'Greeting text', maxLength: 100 }),
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().definition).toMatchObject({ name: 'Greeting text', maxLength: 100 });

    await save({
      accountCode,
      type: 'Account',
      settings: [{ playerSettingCode: 'Greeting', value: 'Hej' }],
    });
    expect((await send('DELETE', `/Volume/definition/${accountCode}`, desk)).statusCode).toBe(409);
    const removed = await send('DELETE', `/Greeting/definition/${accountCode}`, desk);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().removedValues).toBe(2);
    expect(
      await app.database.db
        .select()
        .from(playerSettingValues)
        .where(eq(playerSettingValues.accountId, account.id)),
    ).toEqual([]);
    const [after] = (await loadManifests(app.database.db, [inherits.id])).values();
    expect(after?.settings).not.toHaveProperty('Greeting');
    expect((await send('DELETE', `/Greeting/definition/${accountCode}`, desk)).statusCode).toBe(
      404,
    );
    const audits = await app.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.accountId, account.id))
      .orderBy(desc(auditLog.createdAt));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'createPlayerSettingDefinition',
        'updatePlayerSettingDefinition',
        'deletePlayerSettingDefinition',
      ]),
    );
  });
});

describe('settings reaching screens', () => {
  it('puts the sent settings in the manifest, whose hash follows them', async () => {
    const { account, inherits } = await fleet();
    const [before] = (await loadManifests(app.database.db, [inherits.id])).values();
    expect(before?.settings).toMatchObject({
      Volume: 50,
      HeartbeatIntervalSeconds: 30,
      ShowName: false,
      ContentTypes: [],
    });
    // Settings the server reads are not sent.
    expect(before?.settings).not.toHaveProperty('AlarmAfterMinutes');
    await save({
      accountCode: account.accountCode,
      type: 'Account',
      settings: [
        { playerSettingCode: 'HeartbeatIntervalSeconds', value: 60 },
        { playerSettingCode: 'AlarmAfterMinutes', value: 5 },
      ],
    });
    const [after] = (await loadManifests(app.database.db, [inherits.id])).values();
    expect(after?.settings.HeartbeatIntervalSeconds).toBe(60);
    expect(after?.hashCode).not.toBe(before?.hashCode);
  });

  it('tells only the screens whose sent value changes', async () => {
    const db = app.database.db;
    const { account, location, inherits, ownValue, elsewhere } = await fleet();
    const accountCode = account.accountCode;
    await save({
      accountCode,
      type: 'Player',
      code: ownValue.playerCode,
      settings: [{ playerSettingCode: 'Volume', value: 10 }],
    });
    await save({
      accountCode,
      type: 'Player',
      code: elsewhere.playerCode,
      settings: [{ playerSettingCode: 'Volume', unset: true }],
    });
    const ids = [inherits.id, ownValue.id, elsewhere.id];
    const primed = await loadManifests(db, ids);
    await savePlaylistHashes(
      db,
      [...primed].map(([id, manifest]) => ({
        id,
        hash: manifest.hashCode,
        heartbeatSeconds: heartbeatSecondsOf(manifest),
      })),
      manifestBuild,
    );

    const target = { accountId: account.id, level: 'Account' } as const;
    const changed = await db.transaction((tx) =>
      screensChangedBy(tx, ids, ['Volume'], () =>
        writeLevelValues(tx, target, new Map([['Volume', 70]])),
      ),
    );
    expect(changed).toEqual([inherits.id]);
    await db.delete(playerSettingValues).where(eq(playerSettingValues.level, 'Account'));

    await save({
      accountCode,
      type: 'Account',
      settings: [{ playerSettingCode: 'Volume', value: 80 }],
    });
    const rows = await db.select().from(players).where(eq(players.accountId, account.id));
    const hashOf = new Map(rows.map((row) => [row.id, row.playlistHash]));
    const now = await loadManifests(db, ids);
    expect(hashOf.get(inherits.id)).toBe(now.get(inherits.id)?.hashCode);
    expect(hashOf.get(inherits.id)).not.toBe(primed.get(inherits.id)?.hashCode);
    for (const id of [ownValue.id, elsewhere.id]) {
      expect(now.get(id)?.hashCode).toBe(primed.get(id)?.hashCode);
      expect(hashOf.get(id)).toBe(primed.get(id)?.hashCode);
    }

    // A location's change reaches its inheriting screen only.
    const atLocation = {
      accountId: account.id,
      level: 'Location',
      locationId: location.id,
    } as const;
    const fromLocation = await db.transaction((tx) =>
      screensChangedBy(tx, ids, ['Volume', 'LogLevel'], () =>
        writeLevelValues(
          tx,
          atLocation,
          new Map<string, SettingValue>([
            ['Volume', 20],
            ['LogLevel', 'Debug'],
          ]),
        ),
      ),
    );
    expect(fromLocation.sort()).toEqual([inherits.id, ownValue.id].sort());
  });
});
