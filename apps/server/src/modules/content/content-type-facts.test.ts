import type * as domainModule from '@marquee/domain';
import { broadcastChannels } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, playerSettingValues } from '../../db/schema';
import { createBroadcast } from '../../test/broadcast-factories';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createPlayer, createPlayerFormat } from '../../test/factories';
import { createMedia } from '../../test/media-factories';
import { loadManifests } from './load-manifests';

// Watched, not replaced: the manifest is built by the real resolver.
vi.mock('@marquee/domain', async (importOriginal) => {
  const domain = await importOriginal<typeof domainModule>();
  return { ...domain, broadcastChannels: vi.fn(domain.broadcastChannels) };
});

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe("a screen's accepted content types in the manifest load", () => {
  it('reach the resolver from the ContentTypes setting, and none while the application is off', async () => {
    const db = app.database.db;
    const account = await createAccount(db);
    const { format, layer } = await createPlayerFormat(db, account.id);
    const screen = await createPlayer(db, account.id, { playerFormatId: format.id });
    const { media } = await createMedia(db, app.files, account.id);
    await createBroadcast(db, account.id, {
      groups: [{ playerIds: [screen.id], formatLayerIds: [layer.id], mediaIds: [media.id] }],
    });
    await db.insert(playerSettingValues).values({
      accountId: account.id,
      settingCode: 'ContentTypes',
      level: 'Player',
      playerId: screen.id,
      value: ['MenuType1', 'PromoType2'],
    });
    const acceptedSeen = async () => {
      vi.mocked(broadcastChannels).mockClear();
      await loadManifests(db, [screen.id]);
      return vi.mocked(broadcastChannels).mock.calls.map(([facts]) => facts.acceptedContentTypes);
    };
    expect(await acceptedSeen()).toEqual([['MenuType1', 'PromoType2']]);
    await db
      .update(accounts)
      .set({ disabledApplications: ['ContentType'] })
      .where(eq(accounts.id, account.id));
    expect(await acceptedSeen()).toEqual([[]]);
  });
});
