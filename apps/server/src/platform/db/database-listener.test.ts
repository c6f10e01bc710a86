import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseLocation } from '../../test/build-test-app';
import { listenOnPostgres, type Listening } from './database-listener';

const location = testDatabaseLocation();

describe.runIf(location.engine === 'postgres')('listening on PostgreSQL', () => {
  const url = location.engine === 'postgres' ? location.url : '';
  const channel = `test_${randomUUID().replaceAll('-', '')}`;
  const notices: string[] = [];
  const states: boolean[] = [];
  let listening: Listening;
  const admin = new pg.Client({ connectionString: url });
  afterAll(async () => {
    await listening?.stop();
    await admin.end();
  });

  it('hears notices committed before a catch-up by the time it settles', async () => {
    await admin.connect();
    listening = await listenOnPostgres(
      url,
      channel,
      { onNotice: (payload) => notices.push(payload), onListening: (is) => states.push(is) },
      () => undefined,
    );
    expect(states).toEqual([true]);
    await admin.query('select pg_notify($1, $2)', [channel, 'user:1']);
    await listening.catchUp();
    expect(notices).toEqual(['user:1']);
  });

  it('says when the connection drops, and listens again once it is back', async () => {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [`listen ${channel}`],
    );
    await vi.waitFor(() => expect(states).toEqual([true, false]), { timeout: 10_000 });
    await expect(listening.catchUp()).rejects.toThrow();
    await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 10_000 });
    await admin.query('select pg_notify($1, $2)', [channel, 'role:2']);
    await listening.catchUp();
    expect(notices).toEqual(['user:1', 'role:2']);
  });
});
