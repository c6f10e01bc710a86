import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../db/schema';
import { answerAfterWaits } from '../../platform/db/waits-before-answer';
import { buildTestApp } from '../../test/build-test-app';
import { manifestBuild, recordContentChange } from '../content';
import { hashCredential } from './screen-credentials';
import { pairedScreen } from './screen-gateway-test-screen';
import { ScreenHub } from './screen-hub';
import { findScreenSessions } from './screen-session';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const failOnError = (error: unknown) => {
  throw error;
};
/** A process that has just started: it has kept no manifest hash yet. */
const restartedHub = () => new ScreenHub(() => app.database.db, failOnError);

/** Rebuilds the player's manifest as a write that changes what it plays does, and waits for it. */
async function rebuild(accountId: string, playerId: string): Promise<void> {
  const { db } = app.database;
  await answerAfterWaits(
    () => db,
    () => db.transaction((tx) => recordContentChange(tx, { accountId, playerIds: [playerId] })),
  );
}

async function storedOf(playerId: string) {
  const [row] = await app.database.db
    .select({
      hash: players.playlistHash,
      heartbeatSeconds: players.manifestHeartbeatSeconds,
      builtBy: players.manifestBuiltBy,
      modifiedAt: players.playlistModifiedAt,
    })
    .from(players)
    .where(eq(players.id, playerId));
  if (!row) throw new Error('The player is gone');
  return row;
}

/** A paired screen whose manifest was rebuilt, its stored hash then replaced by one no build makes. */
async function screenWithStoredHash() {
  const { account, screen, player } = await pairedScreen(app);
  await rebuild(account.id, player.id);
  const built = await storedOf(player.id);
  await app.database.db
    .update(players)
    .set({ playlistHash: 'stored-by-the-last-rebuild', manifestHeartbeatSeconds: 45 })
    .where(eq(players.id, player.id));
  return { account, player, built, credentialHash: hashCredential(screen.credential) };
}

describe('the manifest hash the last rebuild stored', () => {
  it('is stored with the heartbeat interval and the code that built it', async () => {
    const { account, player } = await pairedScreen(app);
    await rebuild(account.id, player.id);
    const stored = await storedOf(player.id);
    expect(stored).toMatchObject({ hash: expect.any(String), heartbeatSeconds: 30 });
    expect(stored.builtBy).toBe(manifestBuild);

    // Other code rebuilding the same manifest takes it over without calling it a change.
    await app.database.db
      .update(players)
      .set({ manifestBuiltBy: 'an older build', playlistModifiedAt: new Date('2026-01-01') })
      .where(eq(players.id, player.id));
    await rebuild(account.id, player.id);
    expect(await storedOf(player.id)).toEqual({
      ...stored,
      modifiedAt: new Date('2026-01-01'),
    });
  });

  it('is what a restarted process tells a connecting screen, without building the manifest', async () => {
    const { player, credentialHash } = await screenWithStoredHash();
    const hub = restartedHub();
    expect(await hub.session(credentialHash)).toMatchObject({ playerId: player.id });
    expect(hub.knownManifestHash(player.id)).toBe('stored-by-the-last-rebuild');
    expect(await hub.heartbeatSeconds(player.id)).toBe(45);
  });

  it('is not trusted from other code: the manifest is built', async () => {
    const { player, built, credentialHash } = await screenWithStoredHash();
    await app.database.db
      .update(players)
      .set({ manifestBuiltBy: 'an older build' })
      .where(eq(players.id, player.id));
    const hub = restartedHub();
    await hub.session(credentialHash);
    expect(hub.knownManifestHash(player.id)).toBeUndefined();
    expect(await hub.manifestHash(player.id)).toBe(built.hash);
  });

  it('is not trusted while a change naming the player waits to be processed', async () => {
    const { account, player, credentialHash } = await screenWithStoredHash();
    const rolledBack = new Error('rolled back');
    const pending = app.database.db.transaction(async (tx) => {
      await recordContentChange(tx, { accountId: account.id, playerIds: [player.id] });
      const found = await findScreenSessions(tx, [credentialHash]);
      expect(found.get(credentialHash)).toMatchObject({
        session: { playerId: player.id },
        storedManifest: null,
      });
      throw rolledBack;
    });
    await expect(pending).rejects.toBe(rolledBack);
    const found = await findScreenSessions(app.database.db, [credentialHash]);
    expect(found.get(credentialHash)?.storedManifest).toEqual({
      hash: 'stored-by-the-last-rebuild',
      heartbeatSeconds: 45,
    });
  });

  it('gives way to a notice heard while it was read, and is dropped when hashes were forgotten', async () => {
    const first = await screenWithStoredHash();
    const hub = restartedHub();
    const reading = hub.session(first.credentialHash);
    hub.handle(JSON.stringify({ type: 'content', targets: [[first.player.id, 'from-a-notice']] }));
    await reading;
    expect(hub.knownManifestHash(first.player.id)).toBe('from-a-notice');

    const second = await screenWithStoredHash();
    const readBefore = hub.session(second.credentialHash);
    hub.forgetManifests();
    await readBefore;
    expect(hub.knownManifestHash(second.player.id)).toBeUndefined();
    expect(await hub.manifestHash(second.player.id)).toBe(second.built.hash);
  });
});
