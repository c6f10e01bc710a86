import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelMedia, channels, contentChanges, media, tags } from '../../db/schema';
import { newCode } from '../../db/codes';
import { createLocation, createPlayerFormat } from '../../test/factories';
import { filterLeaf } from '../../test/filter-conditions';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { multipart } from '../../test/multipart-body';
import { testImage } from '../media/media-test-files';
import { recordContentChange } from './content-changes';
import {
  pairedScreenWithChannel,
  type TestScreen,
} from '../screen-gateway/screen-gateway-test-screen';

const bed = useScreensTestApp();

/**
 * A screen of a format of its own, paired, with a channel on its one layer; `setUp` puts what it
 * plays in place before it connects (writes made that way tell no screen).
 */
async function playingScreen(setUp: (channelId: string) => Promise<unknown> = async () => {}) {
  const { app, accountId } = bed;
  const { screen, player, layer, channel } = await pairedScreenWithChannel(app, accountId);
  await setUp(channel.id);
  await screen.connect(app);
  const { manifestEtag } = await screen.next('state');
  return { screen, player, layer, channel, etag: manifestEtag as string };
}

const newPhoto = async () =>
  (await createMedia(bed.app.database.db, bed.app.files, bed.accountId)).media;

const playOn = (channelId: string, mediaId: string) =>
  bed.app.database.db
    .insert(channelMedia)
    .values({ accountId: bed.accountId, channelId, mediaId, orderN: 1 });

const manifest = (screen: TestScreen, etag: string) =>
  bed.app.inject({
    method: 'GET',
    url: '/screen-api/manifest',
    headers: { cookie: screen.cookie, 'if-none-match': `"${etag}"` },
  });

/**
 * Makes the write and checks the screen was told, before the write answered (its notice is
 * handed over ahead of the answer), of a manifest that the ETag it had no longer matches.
 */
async function expectToldBy(
  screen: TestScreen,
  etag: string,
  write: () => Promise<{ statusCode: number; body: string }>,
) {
  const answer = await write();
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  const told = (await screen.next('contentChanged')).manifestEtag;
  expect(told).not.toBe(etag);
  const fresh = await manifest(screen, etag);
  expect(fresh.statusCode).toBe(200);
  expect(fresh.headers.etag).toBe(`"${told}"`);
  return { etag: told, manifest: fresh.json<{ media: { contentHash: string | null }[] }>() };
}

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object | { headers: Record<string, string>; payload: Buffer },
) =>
  payload && 'payload' in payload && Buffer.isBuffer(payload.payload)
    ? bed.app.inject({
        method,
        url,
        headers: { ...bed.ownerAuth, ...payload.headers },
        payload: payload.payload,
      })
    : bed.call(method, url, payload as object | undefined);

const photoFile = async (fileName: string, width: number) =>
  multipart([{ fileName, bytes: await testImage(width, 30) }]);

const contentHashOf = async (mediaId: string) =>
  (
    await bed.app.database.db
      .select({ contentHash: media.contentHash })
      .from(media)
      .where(eq(media.id, mediaId))
  )[0]?.contentHash;

async function newTag() {
  const [tag] = await bed.app.database.db
    .insert(tags)
    .values({
      accountId: bed.accountId,
      name: `Tag ${newCode()}`,
      tagType: 'player',
      color: '#4c6ef5',
    })
    .returning();
  return tag!;
}

/** A confirmed broadcast of one photo, always on, to the screens with a tag. */
const broadcastToTag = (layerCode: string, tagCode: string, mediaCode: string, name = 'Sale') => ({
  broadcastName: name,
  schedule: { periods: [], isScheduled: false, status: 'Confirmed' },
  groups: [
    {
      key: 'g1',
      name: 'Group 1',
      layers: [layerCode],
      filter: { condition: { operator: 'AND', subNodes: [filterLeaf('Tags', [tagCode])] } },
      media: [{ mediaCode, orderN: 0 }],
    },
  ],
});

describe('a write that changes what a screen plays tells the screen', () => {
  it('replacing a photo: the manifest names the new file, and the old ETag no longer answers 304', async () => {
    const photo = await newPhoto();
    const { screen, etag } = await playingScreen((channelId) => playOn(channelId, photo.id));
    const told = await expectToldBy(screen, etag, async () =>
      send('POST', `/api/media/${photo.mediaCode}/replace`, await photoFile('new.png', 40)),
    );
    expect(told.manifest.media.map((item) => item.contentHash)).toEqual([
      await contentHashOf(photo.id),
    ]);
    await screen.disconnect();
  });

  it('uploading over a same-named photo (allowOverwrite)', async () => {
    const first = await send('POST', '/api/media/upload', await photoFile('shelf.png', 40));
    const mediaCode = first.json<{ Medias: { mediaCode: string }[] }>().Medias[0]?.mediaCode;
    // Its processing gives the photo its size, which its screens are told of too: done first.
    await bed.app.jobs.drain();
    const [photo] = await bed.app.database.db
      .select()
      .from(media)
      .where(eq(media.mediaCode, mediaCode ?? ''));
    const { screen, etag } = await playingScreen((channelId) => playOn(channelId, photo!.id));
    const told = await expectToldBy(screen, etag, async () =>
      send('POST', '/api/media/upload?allowOverwrite=true', await photoFile('shelf.png', 50)),
    );
    expect(told.manifest.media.map((item) => item.contentHash)).toEqual([
      await contentHashOf(photo!.id),
    ]);
    await screen.disconnect();
  });

  it('deleting a media it plays', async () => {
    const photo = await newPhoto();
    const { screen, etag } = await playingScreen((channelId) => playOn(channelId, photo.id));
    await expectToldBy(screen, etag, () =>
      send('PUT', '/api/media/removemedia', { MediaCodes: [photo.mediaCode] }),
    );
    await screen.disconnect();
  });

  it('tags that a broadcast filter reads, set on one screen or changed on several', async () => {
    const photo = await newPhoto();
    const tag = await newTag();
    const { screen, player, layer, etag } = await playingScreen();
    // Nobody has the tag yet: the broadcast reaches no screen, and this one hears nothing.
    const saved = await send(
      'POST',
      '/api/broadcasts',
      broadcastToTag(layer.layerCode, tag.tagCode, photo.mediaCode),
    );
    expect(saved.statusCode).toBe(201);
    const tagged = await expectToldBy(screen, etag, () =>
      send('PUT', `/api/players/${player.playerCode}/tags`, { tags: [tag.name] }),
    );
    await expectToldBy(screen, tagged.etag, () =>
      send('PUT', '/api/players/tags', {
        playerCodes: [player.playerCode],
        tags: [tag.name],
        added: false,
      }),
    );
    await screen.disconnect();
  });

  it('locations: moving screens to one, changing its time zone, deleting it', async () => {
    const location = await createLocation(bed.app.database.db, bed.accountId);
    const { screen, player, etag } = await playingScreen();
    const moved = await expectToldBy(screen, etag, () =>
      send('PUT', '/api/players/location', {
        playerCodes: [player.playerCode],
        locationCode: location.locationCode,
      }),
    );
    const rezoned = await expectToldBy(screen, moved.etag, () =>
      send('PUT', `/api/locations/${location.locationCode}`, {
        locationName: location.name,
        address: { timeZoneId: 'America/New_York' },
      }),
    );
    await expectToldBy(screen, rezoned.etag, () =>
      send('DELETE', `/api/locations/${location.locationCode}`),
    );
    await screen.disconnect();
  });

  it("the screen's own playlist", async () => {
    const photo = await newPhoto();
    const { screen, player, etag } = await playingScreen();
    await expectToldBy(screen, etag, () =>
      send('POST', `/api/players/${player.playerCode}/media/${photo.mediaCode}`, {}),
    );
    await screen.disconnect();
  });

  it('a channel added, switched off and deleted', async () => {
    const { screen, player, layer, etag } = await playingScreen();
    const added = await send('POST', '/api/channels/', {
      playerCode: player.playerCode,
      channelName: 'Evening',
      layerCode: layer.layerCode,
    });
    expect(added.statusCode).toBe(201);
    const { channel } = added.json<{ channel: { channelCode: string } }>();
    let current = (await screen.next('contentChanged')).manifestEtag;
    expect(current).not.toBe(etag);
    current = (
      await expectToldBy(screen, current, () =>
        send('PUT', `/api/channels/${channel.channelCode}`, {
          ChannelCode: channel.channelCode,
          PlayerCode: player.playerCode,
          IsActive: false,
          IsTakeover: false,
        }),
      )
    ).etag;
    await expectToldBy(screen, current, () =>
      send('DELETE', `/api/channels/${channel.channelCode}`),
    );
    await screen.disconnect();
  });

  it('a broadcast saved, changed and deleted', async () => {
    const photo = await newPhoto();
    const tag = await newTag();
    const { screen, player, layer, etag } = await playingScreen();
    await bed.call('PUT', `/api/players/${player.playerCode}/tags`, { tags: [tag.name] });
    // The tag alone changes nothing this screen plays; the first rebuild stores its hash, though.
    expect((await screen.next('contentChanged')).manifestEtag).toBe(etag);
    const input = broadcastToTag(layer.layerCode, tag.tagCode, photo.mediaCode);
    let broadcast = { broadcastCode: '', version: '' };
    const saved = await expectToldBy(screen, etag, async () => {
      const answer = await send('POST', '/api/broadcasts', input);
      broadcast = answer.json<{ broadcast: typeof broadcast }>().broadcast;
      return answer;
    });
    const changed = await expectToldBy(screen, saved.etag, () =>
      send('PUT', `/api/broadcasts/${broadcast.broadcastCode}`, {
        ...broadcastToTag(layer.layerCode, tag.tagCode, photo.mediaCode, 'Bigger sale'),
        version: broadcast.version,
      }),
    );
    await expectToldBy(screen, changed.etag, () =>
      send('DELETE', `/api/broadcasts/${broadcast.broadcastCode}`),
    );
    await screen.disconnect();
  });

  it("the screen's settings: its orientation, then a new format", async () => {
    const { format } = await createPlayerFormat(bed.app.database.db, bed.accountId);
    const { screen, player, etag } = await playingScreen();
    const turned = await expectToldBy(screen, etag, () =>
      send('PUT', `/api/players/${player.playerCode}/settings`, { mountedDirection: 'Portrait' }),
    );
    await expectToldBy(screen, turned.etag, () =>
      send('PUT', `/api/players/${player.playerCode}/settings`, {
        playerFormatCode: format.playerFormatCode,
      }),
    );
    await screen.disconnect();
  });
});

describe('recorded content changes', () => {
  it('tell nobody when the write rolls back, and are recorded only inside a transaction', async () => {
    const db = bed.app.database.db;
    const photo = await newPhoto();
    const rolledBack = await playingScreen((channelId) => playOn(channelId, photo.id));
    const bystander = await playingScreen();
    await expect(
      db.transaction(async (tx) => {
        await tx.delete(channels).where(eq(channels.id, rolledBack.channel.id));
        await recordContentChange(tx, {
          accountId: bed.accountId,
          playerIds: [rolledBack.player.id],
        });
        throw new Error('The write fails after recording');
      }),
    ).rejects.toThrow('The write fails after recording');
    await expect(
      recordContentChange(db, { accountId: bed.accountId, playerIds: [rolledBack.player.id] }),
    ).rejects.toThrow('inside the transaction');

    // A later change elsewhere is heard; one for the rolled-back write would have come first.
    await db.transaction(async (tx) => {
      await tx.delete(channels).where(eq(channels.id, bystander.channel.id));
      await recordContentChange(tx, {
        accountId: bed.accountId,
        playerIds: [bystander.player.id],
      });
    });
    await bystander.screen.next('contentChanged');
    expect(rolledBack.screen.taken('contentChanged')).toEqual([]);
    expect((await manifest(rolledBack.screen, rolledBack.etag)).statusCode).toBe(304);
    await Promise.all([rolledBack.screen.disconnect(), bystander.screen.disconnect()]);
  });

  it('are removed once processed', async () => {
    const { screen, player, etag } = await playingScreen();
    const photo = await newPhoto();
    await expectToldBy(screen, etag, () =>
      send('POST', `/api/players/${player.playerCode}/media/${photo.mediaCode}`, {}),
    );
    // The photo's processing records a change of its own when it finishes (its size reaches the
    // manifest), perhaps after this one was told: every record goes once processed.
    const left = () =>
      bed.app.database.db
        .select()
        .from(contentChanges)
        .where(eq(contentChanges.accountId, bed.accountId));
    await expect.poll(left, { timeout: 15_000 }).toEqual([]);
    await screen.disconnect();
  });
});
