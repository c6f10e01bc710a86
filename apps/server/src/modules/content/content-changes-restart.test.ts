import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/env';
import { contentChanges, players } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database';
import { createAccount, createPlayer } from '../../test/factories';
import { loadManifests } from './load-manifests';

let database: EmptyDatabase;
/** Two starts on a fresh database, each migrating it, take long on a busy machine. */
const twoStarts = 90_000;
const apps: FastifyInstance[] = [];

// A database of its own, so that what a start processes is only this file's record.
beforeAll(async () => {
  database = await createEmptyDatabase();
});
afterAll(async () => {
  await stopProcesses();
  await database.remove();
});

/** A server process on the file's database, hearing content changes. */
async function startProcess() {
  const app = await buildTestApp({ databaseLocation: database.location });
  apps.push(app);
  return app;
}

async function stopProcesses() {
  for (const app of apps.splice(0)) await app.close();
}

/** An account with one screen, and the record of a change to it that no notice announces. */
async function unannouncedRecord(app: FastifyInstance) {
  const account = await createAccount(app.database.db);
  const player = await createPlayer(app.database.db, account.id);
  // What a process leaves that committed a write and stopped before processing its record:
  // the record, and a notice nobody heard.
  await app.database.db
    .insert(contentChanges)
    .values({ accountId: account.id, playerIds: [player.id] });
  return player;
}

/** Waits until no record is left, then checks the screen's manifest hash was stored. */
async function expectProcessed(app: FastifyInstance, playerId: string, timeout: number) {
  const db = app.database.db;
  await vi.waitFor(async () => expect(await db.select().from(contentChanges)).toEqual([]), {
    timeout,
    interval: 20,
  });
  const [stored] = await db
    .select({ hash: players.playlistHash })
    .from(players)
    .where(eq(players.id, playerId));
  expect(stored?.hash).toBe((await loadManifests(db, [playerId])).get(playerId)?.hashCode);
}

describe('a content change left behind by a process that stopped', () => {
  it(
    'is processed when a server process starts: the manifest hash is stored and the record gone',
    async () => {
      const stopped = await startProcess();
      const player = await unannouncedRecord(stopped);
      await stopProcesses();

      await expectProcessed(await startProcess(), player.id, 10_000);
    },
    twoStarts,
  );
});

describe('a content change no process is processing', () => {
  // The processes look for such records every few seconds; they must not wait for a restart.
  const promptly = 5_000;

  it('is processed within 5 s by a running process when its notice was never heard', async () => {
    await stopProcesses();
    const running = await startProcess();
    // On one embedded database this is also what a round that failed after taking it leaves.
    const player = await unannouncedRecord(running);
    await expectProcessed(running, player.id, promptly);
  });

  // Two sessions hold and wait for one record only on a real PostgreSQL.
  it.runIf(Boolean(loadConfig().databaseUrl))(
    'is processed within 5 s by a running process once the process that held it dies',
    async () => {
      const setUp = await startProcess();
      const account = await createAccount(setUp.database.db);
      const player = await createPlayer(setUp.database.db, account.id);
      await stopProcesses();

      // Another process takes the record and dies holding it, before anyone else could look.
      const location = database.location as { url: string };
      const dying = new pg.Client({ connectionString: location.url });
      dying.on('error', () => undefined);
      await dying.connect();
      const { rows } = await dying.query<{ pid: number }>('select pg_backend_pid() as pid');
      await dying.query('insert into content_changes (account_id, player_ids) values ($1, $2)', [
        account.id,
        [player.id],
      ]);
      await dying.query('begin');
      await dying.query('delete from content_changes');

      // It starts while the record is held, so it skips it then.
      const survivor = await startProcess();
      await survivor.database.db.execute(sql`select pg_terminate_backend(${rows[0]!.pid})`);
      await expectProcessed(survivor, player.id, promptly);
    },
    twoStarts,
  );
});
