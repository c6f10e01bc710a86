import type { SettingValue } from '@marquee/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createLocation, createPlayer } from '../../test/factories';
import { writeLevelValues } from '../player-settings';
import { alarmSettingsFromStore, defaultAlarmSettings } from './alarm-settings';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
}, 60_000);
afterAll(() => app.close());

describe('the alarm settings the check reads', () => {
  it('come from the player settings store through the levels, the secret included', async () => {
    const db = app.database.db;
    const account = await createAccount(db);
    const location = await createLocation(db, account.id);
    const player = await createPlayer(db, account.id, { locationId: location.id });
    const plain = await createPlayer(db, account.id);
    const schedule = [{ day: 'Monday' as const, on: '07:00', off: '19:00' }];
    await db.transaction(async (tx) => {
      await writeLevelValues(
        tx,
        { accountId: account.id, level: 'Account' },
        new Map<string, SettingValue>([
          ['AlarmWebhookUrl', 'https://hooks.example.com/alarm'],
          ['AlarmWebhookSecret', 's3cret'],
          ['AlarmIssueLevel', 'CriticalIssue'],
        ]),
      );
      await writeLevelValues(
        tx,
        { accountId: account.id, level: 'Location', locationId: location.id },
        new Map<string, SettingValue>([
          ['AlarmAfterMinutes', 5],
          ['PowerSchedule', schedule],
        ]),
      );
      await writeLevelValues(
        tx,
        { accountId: account.id, level: 'Player', playerId: player.id },
        new Map([['AlarmEmails', ['desk@example.com']]]),
      );
    });

    const screens = [player, plain].map((row) => ({
      playerId: row.id,
      accountId: account.id,
      locationId: row.locationId,
    }));
    const answer = await alarmSettingsFromStore(db, screens);
    expect(answer.get(player.id)).toEqual({
      afterMinutes: 5,
      issueLevel: 'CriticalIssue',
      emails: ['desk@example.com'],
      webhookUrl: 'https://hooks.example.com/alarm',
      webhookSecret: 's3cret',
      powerSchedule: schedule,
    });
    expect(answer.get(plain.id)).toEqual({
      ...defaultAlarmSettings,
      issueLevel: 'CriticalIssue',
      webhookUrl: 'https://hooks.example.com/alarm',
      webhookSecret: 's3cret',
    });
  });
});
