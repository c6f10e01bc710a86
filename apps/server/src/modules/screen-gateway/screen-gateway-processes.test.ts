import type { ScreenManifest } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env';
import { buildTestApp } from '../../test/build-test-app';
import { broadcasts } from '../../db/schema';
import { createBroadcast } from '../../test/broadcast-factories';
import { createAccount, createPlayerFormat } from '../../test/factories';
import { createMedia } from '../../test/media-factories';
import { accountBroadcastsCacheOf, recordContentChange } from '../content';
import { issueCommand } from './index';
import { pairWithNewPlayer, TestScreen } from './screen-gateway-test-screen';

// Two server processes share only a real PostgreSQL; PGlite is one process by nature.
const hasPostgres = Boolean(loadConfig().databaseUrl);

describe.runIf(hasPostgres)('screen gateway across server processes', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  beforeAll(async () => {
    first = await buildTestApp();
    second = await buildTestApp();
    await Promise.all([first.screenGateway.listening, second.screenGateway.listening]);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('brings pairing, a command and a content change made through one process to a screen on the other', async () => {
    const account = await createAccount(first.database.db);
    const screen = await TestScreen.register(first);
    await screen.connect(second);
    await screen.next('state');

    const player = await pairWithNewPlayer(first, screen, account.id);
    expect(await screen.next('state')).toMatchObject({
      isPaired: true,
      playerCode: player.playerCode,
    });

    const [commandId] = await issueCommand(first.database.db, {
      accountId: account.id,
      playerIds: [player.id],
      kind: 'orderLogs',
      lastLogDateTime: new Date('2026-03-02T00:00:00Z'),
    });
    expect((await screen.next('command')).command).toMatchObject({
      commandId,
      kind: 'orderLogs',
      lastLogDateTime: '2026-03-02T00:00:00.000Z',
    });

    await first.database.db.transaction((tx) =>
      recordContentChange(tx, { accountId: account.id, playerIds: [player.id] }),
    );
    const changed = await screen.next('contentChanged');
    const manifest = await second.inject({
      method: 'GET',
      url: '/screen-api/manifest',
      headers: { cookie: screen.cookie, 'if-none-match': `"${changed.manifestEtag}"` },
    });
    expect(manifest.statusCode).toBe(304);
    await screen.disconnect();
  });

  it('gives a screen on another process the broadcast as edited through one process', async () => {
    const db = first.database.db;
    const account = await createAccount(db);
    const { format, layer } = await createPlayerFormat(db, account.id);
    const screen = await TestScreen.register(first);
    const player = await pairWithNewPlayer(first, screen, account.id, {
      playerFormatId: format.id,
    });
    const photo = (await createMedia(db, first.files, account.id)).media;
    const { broadcast } = await createBroadcast(db, account.id, {
      groups: [{ playerIds: [player.id], formatLayerIds: [layer.id], mediaIds: [photo.id] }],
    });
    await screen.connect(second);
    await screen.next('state');
    expect(accountBroadcastsCacheOf(second.database.db).has(account.id)).toBe(true);

    await db.transaction(async (tx) => {
      await tx.update(broadcasts).set({ isTakeover: true }).where(eq(broadcasts.id, broadcast.id));
      await recordContentChange(tx, { accountId: account.id, playerIds: [player.id] });
    });
    const changed = await screen.next('contentChanged');
    const manifest = await second.inject({
      method: 'GET',
      url: '/screen-api/manifest',
      headers: { cookie: screen.cookie },
    });
    expect(manifest.headers.etag).toBe(`"${changed.manifestEtag}"`);
    const channel = manifest
      .json<ScreenManifest>()
      .layers[0]?.channels.find((c) => c.broadcastCode === broadcast.broadcastCode);
    expect(channel).toMatchObject({ isTakeover: true });
    await screen.disconnect();
  });
});
