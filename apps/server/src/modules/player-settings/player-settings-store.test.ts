import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createLocation, createPlayer } from '../../test/factories';
import { screensChangedBy, settingsForPlayers, writeLevelValues } from './index';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(() => app.close());

describe('the player settings store', () => {
  it('resolves many players in a fixed number of queries, keeping only the codes asked for', async () => {
    const db = app.database.db;
    const account = await createAccount(db);
    const location = await createLocation(db, account.id);
    const atLocation = await createPlayer(db, account.id, { locationId: location.id });
    const own = await createPlayer(db, account.id, { locationId: location.id });
    const alone = await createPlayer(db, account.id);
    const other = await createPlayer(db, (await createAccount(db)).id);
    await db.transaction(async (tx) => {
      await writeLevelValues(
        tx,
        { accountId: account.id, level: 'Account' },
        new Map([
          ['AlarmAfterMinutes', 30],
          ['Volume', 20],
        ]),
      );
      await writeLevelValues(
        tx,
        { accountId: account.id, level: 'Location', locationId: location.id },
        new Map([['AlarmAfterMinutes', 0]]),
      );
      await writeLevelValues(
        tx,
        { accountId: account.id, level: 'Player', playerId: own.id },
        new Map([['AlarmAfterMinutes', null]]),
      );
    });
    const ids = [atLocation.id, own.id, alone.id, other.id];
    const alarms = await settingsForPlayers(db, ids, { codes: ['AlarmAfterMinutes'] });
    expect(Object.fromEntries(alarms)).toEqual({
      [atLocation.id]: { AlarmAfterMinutes: 0 },
      [own.id]: { AlarmAfterMinutes: 15 },
      [alone.id]: { AlarmAfterMinutes: 30 },
      [other.id]: { AlarmAfterMinutes: 15 },
    });
    const sent = await settingsForPlayers(db, [alone.id], { sentToScreens: true });
    expect(sent.get(alone.id)).toMatchObject({ Volume: 20, HeartbeatIntervalSeconds: 30 });
    expect(sent.get(alone.id)).not.toHaveProperty('AlarmAfterMinutes');

    // Players resolving alike share one answer, which nobody may change.
    const twin = await createPlayer(db, account.id, { locationId: location.id });
    const shared = await settingsForPlayers(db, [atLocation.id, twin.id], { codes: ['Volume'] });
    expect(shared.get(twin.id)).toBe(shared.get(atLocation.id));
    expect(Object.isFrozen(shared.get(twin.id))).toBe(true);
  });

  it('tells which screens a write changes: those whose sent value differs afterwards', async () => {
    const db = app.database.db;
    const account = await createAccount(db);
    const location = await createLocation(db, account.id);
    const [inherits, ownVolume, elsewhere] = await Promise.all([
      createPlayer(db, account.id, { locationId: location.id }),
      createPlayer(db, account.id, { locationId: location.id }),
      createPlayer(db, account.id),
    ]);
    const ids = [inherits.id, ownVolume.id, elsewhere.id];
    const accountLevel = { accountId: account.id, level: 'Account' } as const;
    await db.transaction(async (tx) => {
      await writeLevelValues(
        tx,
        { accountId: account.id, level: 'Player', playerId: ownVolume.id },
        new Map([['Volume', 80]]),
      );
      const changed = await screensChangedBy(tx, ids, ['Volume'], () =>
        writeLevelValues(tx, accountLevel, new Map([['Volume', 10]])),
      );
      expect(changed.sort()).toEqual([inherits.id, elsewhere.id].sort());
      // Writing what is already there changes no screen; a setting not sent changes none either.
      expect(
        await screensChangedBy(tx, ids, ['Volume'], () =>
          writeLevelValues(tx, accountLevel, new Map([['Volume', 10]])),
        ),
      ).toEqual([]);
      expect(
        await screensChangedBy(tx, ids, ['AlarmAfterMinutes'], () =>
          writeLevelValues(tx, accountLevel, new Map([['AlarmAfterMinutes', 3]])),
        ),
      ).toEqual([]);
    });
  });
});
