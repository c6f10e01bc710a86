import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { contentChanges, players } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createEmptyDatabase, type EmptyDatabase } from '../../test/empty-database';
import { createAccount, createPlayer } from '../../test/factories';
import { loadManifests } from './load-manifests';

let database: EmptyDatabase;
const apps: FastifyInstance[] = [];

// A database of its own, so that what a start processes is only this file's record.
beforeAll(async () => {
  database = await createEmptyDatabase();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.remove();
});

async function startProcess() {
  const app = await buildTestApp({ databaseLocation: database.location });
  apps.push(app);
  await app.screenGateway.listening;
  return app;
}

describe('a content change left behind by a process that stopped', () => {
  it('is processed when a server process starts: the manifest hash is stored and the record gone', async () => {
    const stopped = await startProcess();
    const account = await createAccount(stopped.database.db);
    const player = await createPlayer(stopped.database.db, account.id);
    // What a process leaves that committed a write and stopped before processing its record:
    // the record, and a notice nobody heard.
    await stopped.database.db
      .insert(contentChanges)
      .values({ accountId: account.id, playerIds: [player.id] });
    await stopped.close();

    const started = await startProcess();
    const db = started.database.db;
    await vi.waitFor(async () => expect(await db.select().from(contentChanges)).toEqual([]), {
      timeout: 10_000,
      interval: 20,
    });
    const [stored] = await db
      .select({ hash: players.playlistHash })
      .from(players)
      .where(eq(players.id, player.id));
    expect(stored?.hash).toBe((await loadManifests(db, [player.id])).get(player.id)?.hashCode);
  });
});
