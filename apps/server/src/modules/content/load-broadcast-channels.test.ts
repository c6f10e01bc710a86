import type { ScreenManifest } from '@marquee/contracts';
import { resolveSchedule } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { broadcasts, playerTags, tags } from '../../db/schema';
import { createBroadcast } from '../../test/broadcast-factories';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createPlayer, createPlayerFormat } from '../../test/factories';
import { everyScreen } from '../../test/filter-conditions';
import { createMedia } from '../../test/media-factories';
import { loadManifests } from './load-manifests';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

/** An account with a tag, two screens of one format (one tagged), and two photos. */
async function shopWithScreens() {
  const db = app.database.db;
  const account = await createAccount(db);
  const { format, layer } = await createPlayerFormat(db, account.id);
  const tagged = await createPlayer(db, account.id, { playerFormatId: format.id });
  const other = await createPlayer(db, account.id, { playerFormatId: format.id });
  const [tag] = await db
    .insert(tags)
    .values({ accountId: account.id, tagType: 'player', name: 'Shop window', color: '#336699' })
    .returning();
  if (!tag) throw new Error('no tag');
  await db.insert(playerTags).values({ playerId: tagged.id, tagId: tag.id });
  const photos = [
    await createMedia(db, app.files, account.id),
    await createMedia(db, app.files, account.id),
  ].map((m) => m.media);
  const condition = {
    operator: 'AND',
    subNodes: [{ nodeType: 'Tags', nodeKey: 'Tags', codes: [tag.tagCode], codeCondition: 'In' }],
  };
  return { account, layer, tagged, other, photos, condition };
}

/** The media codes the screen plays on its first layer at an instant, by the one resolver. */
const playedCodes = (manifest: ScreenManifest, at: string) =>
  resolveSchedule(manifest.layers, manifest.timeZone, new Date(at)).layers[0]?.items.map(
    (item) => item.mediaCode,
  );

describe('broadcasts in the manifest', () => {
  it('gives a Confirmed broadcast to the screens its group filter selects, in order and on schedule', async () => {
    const { account, layer, tagged, other, photos, condition } = await shopWithScreens();
    const { broadcast } = await createBroadcast(app.database.db, account.id, {
      periods: [{ dayOfWeeks: 31, weekdayStartTime: '09:00', weekdayEndTime: '16:59' }],
      groups: [{ condition, formatLayerIds: [layer.id], mediaIds: photos.map((p) => p.id) }],
    });
    const manifests = await loadManifests(app.database.db, [tagged.id, other.id]);
    const mine = manifests.get(tagged.id);
    if (!mine) throw new Error('no manifest');
    const channel = mine.layers[0]?.channels[0];
    expect(channel).toMatchObject({
      source: 'broadcast',
      broadcastCode: broadcast.broadcastCode,
      name: broadcast.name,
      isActive: true,
    });
    expect(mine.media.map((m) => m.mediaCode).sort()).toEqual(
      photos.map((p) => p.mediaCode).sort(),
    );
    // A Monday: 10:00 UTC is inside the window, 20:00 outside it.
    expect(playedCodes(mine, '2026-03-02T10:00:00Z')).toEqual(photos.map((p) => p.mediaCode));
    expect(playedCodes(mine, '2026-03-02T20:00:00Z')).toEqual([]);
    expect(manifests.get(other.id)?.layers[0]?.channels).toEqual([]);
  });

  it('reaches a screen on the fixed list, and leaves out Draft broadcasts', async () => {
    const { account, layer, other, photos } = await shopWithScreens();
    const { broadcast } = await createBroadcast(app.database.db, account.id, {
      groups: [
        { playerIds: [other.id], formatLayerIds: [layer.id], mediaIds: [photos[0]?.id as string] },
      ],
    });
    const before = (await loadManifests(app.database.db, [other.id])).get(other.id);
    expect(before?.layers[0]?.channels.map((c) => c.broadcastCode)).toEqual([
      broadcast.broadcastCode,
    ]);
    await app.database.db
      .update(broadcasts)
      .set({ status: 'Draft' })
      .where(eq(broadcasts.id, broadcast.id));
    const after = (await loadManifests(app.database.db, [other.id])).get(other.id);
    expect(after?.layers[0]?.channels).toEqual([]);
    expect(after?.hashCode).not.toBe(before?.hashCode);
  });

  it("never gives a screen another account's broadcast", async () => {
    const mine = await shopWithScreens();
    const theirs = await shopWithScreens();
    await createBroadcast(app.database.db, theirs.account.id, {
      groups: [
        {
          condition: everyScreen,
          formatLayerIds: [theirs.layer.id],
          mediaIds: [theirs.photos[0]?.id as string],
        },
      ],
    });
    const manifest = (await loadManifests(app.database.db, [mine.tagged.id])).get(mine.tagged.id);
    expect(manifest?.layers[0]?.channels).toEqual([]);
  });
});
