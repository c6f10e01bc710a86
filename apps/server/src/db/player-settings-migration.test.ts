import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigration, databaseMigratedUntil } from '../test/migrated-until';

const settingsMigration = '0018_player_settings';

let db: PGlite;
beforeAll(async () => {
  db = await databaseMigratedUntil(settingsMigration);
}, 60_000);
afterAll(() => db.close());

describe('the player settings migration', () => {
  it("moves the free JSON's fitting built-in entries into the store's levels and drops the columns", async () => {
    const [account] = (
      await db.query<{ id: string }>(
        `insert into accounts (name, account_code) values ('Migrated', 'MIGRATED') returning id`,
      )
    ).rows;
    const accountId = account!.id;
    const [format] = (
      await db.query<{ id: string }>(
        `insert into player_formats (account_id, player_format_code, name, resolution_x, resolution_y)
         values ($1, 'FMT', 'F', 1920, 1080) returning id`,
        [accountId],
      )
    ).rows;
    const location = (
      await db.query<{ id: string }>(
        `insert into locations (account_id, location_code, name, settings) values ($1, 'LOC', 'L', $2)
         returning id`,
        [
          accountId,
          JSON.stringify({
            AlarmWebhookUrl: 'https://hooks.example.com/a',
            LogLevel: 'Loud',
            openingHours: '9-17',
          }),
        ],
      )
    ).rows[0]!;
    const player = (
      await db.query<{ id: string }>(
        `insert into players (account_id, player_code, name, player_format_id, settings)
         values ($1, 'P1', 'Screen', $2, $3) returning id`,
        [
          accountId,
          format!.id,
          JSON.stringify({
            volume: 3,
            HeartbeatIntervalSeconds: 5,
            ContentRotation: '90',
            PowerSchedule: [
              { day: 'Monday', on: '07:00', off: '19:00' },
              { day: 'Tuesday', on: '08:00', off: '18:00' },
            ],
            ContentTypes: ['Photo', 'Audio'],
            AlarmEmails: ['ops@example.com'],
            AlarmWebhookUrl: 'https://hooks.example.com/b',
          }),
        ],
      )
    ).rows[0]!;

    await applyMigration(db, settingsMigration);

    const rows = (
      await db.query<{
        level: string;
        setting_code: string;
        location_id: string | null;
        player_id: string | null;
        value: unknown;
      }>(
        `select level, setting_code, location_id, player_id, value from player_setting_values
         order by level, setting_code`,
      )
    ).rows;
    expect(rows).toEqual([
      {
        level: 'Location',
        setting_code: 'AlarmWebhookUrl',
        location_id: location.id,
        player_id: null,
        value: 'https://hooks.example.com/a',
      },
      ...[
        ['AlarmEmails', ['ops@example.com']],
        ['ContentRotation', '90'],
        [
          'PowerSchedule',
          [
            { day: 'Monday', on: '07:00', off: '19:00' },
            { day: 'Tuesday', on: '08:00', off: '18:00' },
          ],
        ],
        ['Volume', 3],
      ].map(([code, value]) => ({
        level: 'Player',
        setting_code: code,
        location_id: null,
        player_id: player.id,
        value,
      })),
    ]);
    const columns = await db.query(
      `select table_name from information_schema.columns
       where column_name = 'settings' and table_name in ('players', 'locations')`,
    );
    expect(columns.rows).toEqual([]);
  });
});
