import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseLocation } from '../../test/build-test-app';
import { postgresListener, type Listening } from './database-listener';

const location = testDatabaseLocation();

describe.runIf(location.engine === 'postgres')('listening on PostgreSQL', () => {
  const url = location.engine === 'postgres' ? location.url : '';
  const unique = randomUUID().replaceAll('-', '');
  // Its own name, so that the connections of tests running beside it are not counted.
  const applicationName = `listen test_${unique}`;
  const listener = postgresListener(url, { applicationName, onError: () => undefined });
  const channel = `test_${unique}`;
  const otherChannel = `other_${unique}`;
  const notices: string[] = [];
  const states: boolean[] = [];
  const otherNotices: string[] = [];
  const otherStates: boolean[] = [];
  let listening: Listening;
  let otherListening: Listening;
  const admin = new pg.Client({ connectionString: url });
  afterAll(async () => {
    await listener.close();
    await admin.end();
  });
  const listeningConnections = async () =>
    (
      await admin.query<{ count: number }>(
        'select count(*)::int as count from pg_stat_activity where application_name = $1',
        [applicationName],
      )
    ).rows[0]?.count;

  it('hears notices committed before a catch-up by the time it settles', async () => {
    await admin.connect();
    listening = await listener.listen(channel, {
      onNotice: (payload) => notices.push(payload),
      onListening: (is) => states.push(is),
    });
    expect(states).toEqual([true]);
    await admin.query('select pg_notify($1, $2)', [channel, 'user:1']);
    await listening.catchUp();
    expect(notices).toEqual(['user:1']);
  });

  it('hears a second channel on the same one connection, each notice by its own channel', async () => {
    otherListening = await listener.listen(otherChannel, {
      onNotice: (payload) => otherNotices.push(payload),
      onListening: (is) => otherStates.push(is),
    });
    expect(otherStates).toEqual([true]);
    expect(await listeningConnections()).toBe(1);
    await admin.query('select pg_notify($1, $2)', [otherChannel, 'account:1']);
    await admin.query('select pg_notify($1, $2)', [channel, 'user:2']);
    await otherListening.catchUp();
    expect(otherNotices).toEqual(['account:1']);
    expect(notices).toEqual(['user:1', 'user:2']);
  });

  it('says when the connection drops, and listens again once it is back', async () => {
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
      [applicationName],
    );
    await vi.waitFor(() => expect(states).toEqual([true, false]), { timeout: 10_000 });
    expect(otherStates).toEqual([true, false]);
    await expect(listening.catchUp()).rejects.toThrow();
    await vi.waitFor(() => expect(states).toEqual([true, false, true]), { timeout: 10_000 });
    expect(otherStates).toEqual([true, false, true]);
    expect(await listeningConnections()).toBe(1);
    await admin.query('select pg_notify($1, $2)', [channel, 'role:2']);
    await admin.query('select pg_notify($1, $2)', [otherChannel, 'account:2']);
    await listening.catchUp();
    expect(notices).toEqual(['user:1', 'user:2', 'role:2']);
    expect(otherNotices).toEqual(['account:1', 'account:2']);
  });

  it('stops hearing a channel its last subscriber left, and lets go of the connection with the last', async () => {
    await otherListening.stop();
    await admin.query('select pg_notify($1, $2)', [otherChannel, 'account:3']);
    await listening.catchUp();
    expect(otherNotices).toEqual(['account:1', 'account:2']);
    expect(await listeningConnections()).toBe(1);
    await listening.stop();
    await vi.waitFor(async () => expect(await listeningConnections()).toBe(0));
  });
});
