import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelMedia, channels } from '../../db/schema';
import { createBroadcast } from '../../test/broadcast-factories';
import { buildTestApp } from '../../test/build-test-app';
import { createLimitedScope } from '../../test/limited-scope';
import { multipart } from '../../test/multipart-body';
import { snapshotTables } from '../../test/table-snapshot';
import { testImage } from './media-test-files';

type Headers = { authorization: string };

let app: FastifyInstance;
let bed: Awaited<ReturnType<typeof createLimitedScope>>;
/** Media the limited user sees: played by the owner's broadcast on Unseen, by Unseen's own playlist, and on Seen only. */
let viaBroadcast: { mediaCode: string; fileName: string | null };
let viaPlaylist: { mediaCode: string; fileName: string | null };
let onSeen: { mediaCode: string; fileName: string | null };

const refusal = 'This medium plays on screens outside your reach.';

beforeAll(async () => {
  app = await buildTestApp();
  const db = app.database.db;
  bed = await createLimitedScope(app, 3);
  const [broadcastOne, playlistOne, seenOne] = bed.shown as [
    (typeof bed.shown)[number],
    (typeof bed.shown)[number],
    (typeof bed.shown)[number],
  ];
  [viaBroadcast, viaPlaylist, onSeen] = [broadcastOne, playlistOne, seenOne];
  const playing = (playerId: string, mediaId: string) =>
    createBroadcast(db, bed.accountId, {
      groups: [{ playerIds: [playerId], formatLayerIds: [bed.layer.id], mediaIds: [mediaId] }],
    });
  await playing(bed.unseen.id, broadcastOne.id);
  await playing(bed.seen.id, seenOne.id);
  const [own] = await db
    .insert(channels)
    .values({
      accountId: bed.accountId,
      playerId: bed.unseen.id,
      formatLayerId: bed.layer.id,
      name: 'Main',
      isDefault: true,
    })
    .returning();
  await db
    .insert(channelMedia)
    .values({ accountId: bed.accountId, channelId: own!.id, mediaId: playlistOne.id, orderN: 1 });
}, 180_000);
afterAll(() => app.close());

const remove = (mediaCode: string, headers: Headers) =>
  app.inject({
    method: 'PUT',
    url: '/api/media/removemedia',
    headers,
    payload: { MediaCodes: [mediaCode] },
  });

async function sendFile(url: string, fileName: string, headers: Headers) {
  const body = multipart([{ fileName, bytes: await testImage(12, 10) }]);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('a medium that plays on screens beyond the caller’s scope', () => {
  it('refuses the limited user with 403 to delete it or give it a new file, changing nothing', async () => {
    for (const medium of [viaBroadcast, viaPlaylist]) {
      const before = await snapshotTables(app);
      const deleted = await remove(medium.mediaCode, bed.limitedAuth);
      expect(deleted.statusCode).toBe(403);
      expect(deleted.json().success).toEqual({ ok: false, message: refusal });
      const replaced = await sendFile(
        `/api/media/${medium.mediaCode}/replace`,
        'new.png',
        bed.limitedAuth,
      );
      expect(replaced.statusCode).toBe(403);
      expect(replaced.json().success).toEqual({ ok: false, message: refusal });
      const overwritten = await sendFile(
        '/api/media/upload?allowOverwrite=true',
        medium.fileName as string,
        bed.limitedAuth,
      );
      expect(overwritten.statusCode).toBe(403);
      expect(overwritten.json().Medias[0].errorMessage).toBe(refusal);
      expect(await snapshotTables(app)).toBe(before);
    }
  });

  it('lets the limited user replace and delete a medium that plays only on their screens', async () => {
    const replaced = await sendFile(
      `/api/media/${onSeen.mediaCode}/replace`,
      'new.png',
      bed.limitedAuth,
    );
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect((await remove(onSeen.mediaCode, bed.limitedAuth)).statusCode).toBe(200);
  });

  it('keeps the limited user from overwriting, or learning the code of, a medium they cannot see', async () => {
    const fileName = bed.hidden.fileName as string;
    const before = await snapshotTables(app);
    const overwritten = await sendFile(
      '/api/media/upload?allowOverwrite=true',
      fileName,
      bed.limitedAuth,
    );
    expect(overwritten.statusCode).toBe(409);
    expect(await snapshotTables(app)).toBe(before);
    const lookup = (headers: Headers) =>
      app.inject({
        url: `/api/media/mediafiles/lookup?searchText=${encodeURIComponent(fileName)}`,
        headers,
      });
    const limited = (await lookup(bed.limitedAuth)).json();
    expect(limited).toMatchObject({ found: true, mediaCode: null });
    expect(JSON.stringify(limited)).not.toContain(bed.hidden.mediaCode);
    expect((await lookup(bed.ownerAuth)).json().mediaCode).toBe(bed.hidden.mediaCode);
  });

  it('leaves the owner, whom no filter limits, free to delete it', async () => {
    expect((await remove(viaBroadcast.mediaCode, bed.ownerAuth)).statusCode).toBe(200);
    expect((await remove(viaPlaylist.mediaCode, bed.ownerAuth)).statusCode).toBe(200);
  });
});
