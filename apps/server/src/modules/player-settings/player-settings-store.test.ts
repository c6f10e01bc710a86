import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createLocation, createPlayer } from '../../test/factories';
import { playersAffectedBy, settingsForPlayers, writeLevelValues } from './index';

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

    // An account-level change of the alarm delay reaches only the screen inheriting it.
    const target = { accountId: account.id, level: 'Account' } as const;
    expect(await playersAffectedBy(db, target, ['AlarmAfterMinutes'])).toEqual([alone.id]);
    const atTheLocation = { ...target, level: 'Location', locationId: location.id } as const;
    expect((await playersAffectedBy(db, atTheLocation, ['AlarmAfterMinutes'])).sort()).toEqual([
      atLocation.id,
    ]);
    // Volume comes from the account for all three.
    expect((await playersAffectedBy(db, target, ['Volume'])).sort()).toEqual(
      [atLocation.id, own.id, alone.id].sort(),
    );
  });
});
