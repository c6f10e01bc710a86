import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { channelMedia, locations, media, players } from '../../db/schema';
import { createLocation } from '../../test/factories';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { pairWithNewPlayer, TestScreen } from '../screen-gateway/screen-gateway-test-screen';
import { signDocumentPolicy } from '../screen-gateway/screen-media';

type Row = {
  broadcastMediaCode: string;
  mediaCode: string;
  layerCode: string;
  orderN: number;
  status: string;
};

const bed = useScreensTestApp();

async function connectedScreen(ofAccount = bed.accountId) {
  const screen = await TestScreen.register(bed.app);
  const player = await pairWithNewPlayer(bed.app, screen, ofAccount);
  await screen.connect(bed.app);
  await screen.next('state');
  return { screen, player };
}

async function photo(ofAccount = bed.accountId) {
  return (await createMedia(bed.app.database.db, bed.app.files, ofAccount)).media;
}

async function video() {
  const [row] = await bed.app.database.db
    .insert(media)
    .values({
      accountId: bed.accountId,
      displayName: 'Clip',
      mediaType: 'Video',
      mimeType: 'video/mp4',
    })
    .returning();
  if (!row) throw new Error('Creating a video returned no row');
  return row;
}

function add(playerCode: string, mediaCode: string, body: object = {}, headers = bed.ownerAuth) {
  return bed.call('POST', `/api/players/${playerCode}/media/${mediaCode}`, body, headers);
}

async function rowsOf(playerCode: string): Promise<Row[]> {
  const answer = await bed.call('GET', `/api/players/${playerCode}/mediarows`);
  expect(answer.statusCode).toBe(200);
  return answer.json().layers.flatMap((layer: { mediaRows: Row[] }) => layer.mediaRows);
}

function manifestOf(screen: TestScreen) {
  return bed.app.inject({
    method: 'GET',
    url: '/screen-api/manifest',
    headers: { cookie: screen.cookie },
  });
}

describe("a screen's own playlist", () => {
  it('adds media in order, tells only that screen, and changes its manifest', async () => {
    const { screen, player } = await connectedScreen();
    const bystander = await connectedScreen();
    const before = (await manifestOf(screen)).headers.etag;

    const first = await photo();
    const added = await add(player.playerCode, first.mediaCode);
    expect(added.statusCode).toBe(201);
    expect(added.json().mediaRow).toMatchObject({
      mediaCode: first.mediaCode,
      mediaType: 'Photo',
      orderN: 0,
      durationSeconds: null,
      status: 'playing',
      periods: [],
    });
    const notice = await screen.next('contentChanged');
    const after = await manifestOf(screen);
    expect(after.headers.etag).not.toBe(before);
    expect(after.headers.etag).toBe(`"${notice.manifestEtag}"`);
    expect(after.json().media).toMatchObject([
      { mediaCode: first.mediaCode, url: `/screen-api/media/${first.mediaCode}` },
    ]);
    expect(bystander.screen.taken('contentChanged')).toEqual([]);

    const clip = await video();
    const second = await photo();
    await add(player.playerCode, clip.mediaCode, { desiredPosition: 0 });
    await add(player.playerCode, second.mediaCode, { desiredPosition: 99 });
    expect((await rowsOf(player.playerCode)).map((row) => [row.mediaCode, row.orderN])).toEqual([
      [clip.mediaCode, 0],
      [first.mediaCode, 1],
      [second.mediaCode, 2],
    ]);
    await screen.disconnect();
    await bystander.screen.disconnect();
  });

  it('keeps positions distinct under concurrent additions and removals', async () => {
    const { player } = await connectedScreen();
    const items = await Promise.all(Array.from({ length: 8 }, () => photo()));
    const answers = await Promise.all(
      items.map((item, index) =>
        add(player.playerCode, item.mediaCode, index % 2 ? { desiredPosition: 0 } : {}),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const rows = await rowsOf(player.playerCode);
    expect(rows.map((row) => row.orderN)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);

    // Removals and insertions at once: still one row per position, none lost.
    const more = await Promise.all(Array.from({ length: 3 }, () => photo()));
    const mixed = await Promise.all([
      ...rows
        .slice(0, 3)
        .map((row) =>
          bed.call(
            'DELETE',
            `/api/players/${player.playerCode}/mediarows/${row.broadcastMediaCode}`,
          ),
        ),
      ...more.map((item) => add(player.playerCode, item.mediaCode, { desiredPosition: 1 })),
    ]);
    expect(mixed.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 201, 201, 201]);
    const after = await rowsOf(player.playerCode);
    expect(after.map((row) => row.orderN)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(new Set(after.map((row) => row.broadcastMediaCode)).size).toBe(8);
  });

  it('sets durations (not of videos), schedules, play and pause, order, and deletes', async () => {
    const { screen, player } = await connectedScreen();
    const url = `/api/players/${player.playerCode}/mediarows`;
    // Each change that commits tells the screen; refused ones tell it nothing.
    const told = () => screen.next('contentChanged');
    const clip = await video();
    const [a, b] = [await photo(), await photo()];
    const codes: string[] = [];
    for (const item of [clip, a, b]) {
      codes.push((await add(player.playerCode, item.mediaCode)).json().mediaRow.broadcastMediaCode);
      await told();
    }
    const [clipRow, aRow, bRow] = codes as [string, string, string];

    const videoDuration = await bed.call('PUT', `${url}/${clipRow}/duration`, {
      durationSeconds: 5,
    });
    expect(videoDuration.statusCode).toBe(400);
    expect(videoDuration.json().success.message).toMatch(/^durationSeconds: /);
    const duration = await bed.call('PUT', `${url}/${aRow}/duration`, { durationSeconds: 15 });
    expect(duration.json().mediaRow).toMatchObject({ durationSeconds: 15 });
    await told();
    const tooLong = await bed.call('PUT', `${url}/${aRow}/duration`, { durationSeconds: 90_000 });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().success.message).toMatch(/^durationSeconds: /);

    const period = {
      startDateTime: '2026-12-01T08:00:00Z',
      endDateTime: '2026-12-24T18:00:00Z',
      dayOfWeeks: 31,
      weekdayStartTime: '22:00',
      weekdayEndTime: '02:00',
    };
    const scheduled = await bed.call('PUT', `${url}/${bRow}/schedule`, { periods: [period] });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json().mediaRow.periods).toEqual([period]);
    await told();
    const backwards = await bed.call('PUT', `${url}/${bRow}/schedule`, {
      periods: [{ ...period, endDateTime: '2026-11-01T08:00:00Z' }],
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().success.message).toMatch(/^periods\[0\]\.endDateTime: /);
    const noDays = await bed.call('PUT', `${url}/${bRow}/schedule`, {
      periods: [{ ...period, dayOfWeeks: 0 }],
    });
    expect(noDays.statusCode).toBe(400);
    expect(noDays.json().success.message).toMatch(/^periods\[0\]\.dayOfWeeks: /);

    const paused = await bed.call('PUT', `${url}/status`, {
      broadcastMediaCodes: [aRow, bRow],
      status: 'paused',
    });
    expect(paused.json()).toMatchObject({ modifiedCount: 2 });
    await told();

    const rows = await rowsOf(player.playerCode);
    const layerCode = rows[0]?.layerCode;
    const reordered = await bed.call('PUT', `${url}/order`, {
      layerCode,
      broadcastMediaCodes: [bRow, clipRow, aRow],
    });
    expect(reordered.statusCode).toBe(200);
    await told();
    expect(
      (await rowsOf(player.playerCode)).map((row) => [row.broadcastMediaCode, row.status]),
    ).toEqual([
      [bRow, 'paused'],
      [clipRow, 'playing'],
      [aRow, 'paused'],
    ]);
    const partial = await bed.call('PUT', `${url}/order`, {
      layerCode,
      broadcastMediaCodes: [bRow],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().success.message).toMatch(/^broadcastMediaCodes: /);
    const twice = await bed.call('PUT', `${url}/order`, {
      layerCode,
      broadcastMediaCodes: [bRow, bRow, aRow],
    });
    expect(twice.statusCode).toBe(400);

    // The manifest the screen fetches says the same as the playlist calls.
    const manifest = (await manifestOf(screen)).json();
    const manifestRows = manifest.layers[0].channels[0].rows;
    expect(
      manifestRows.map((row: { broadcastMediaCode: string }) => row.broadcastMediaCode),
    ).toEqual([bRow, clipRow, aRow]);
    expect(manifestRows[2]).toMatchObject({ durationMs: 15_000, isPaused: true });
    expect(manifestRows[0].periods).toEqual([
      {
        startDateTime: '2026-12-01T08:00:00',
        endDateTime: '2026-12-24T18:00:00',
        dayOfWeeks: 31,
        // Whole minutes read as HH:MM, so an end of 02:00 ends at 02:00, not a second after.
        weekdayStartTime: '22:00',
        weekdayEndTime: '02:00',
      },
    ]);

    expect(screen.taken('contentChanged')).toEqual([]);
    expect((await bed.call('DELETE', `${url}/${clipRow}`)).statusCode).toBe(200);
    await told();
    const deleted = await bed.call('PUT', `${url}/deletemultiple`, {
      broadcastMediaCodes: [aRow, bRow],
    });
    expect(deleted.json()).toMatchObject({ deletedCount: 2 });
    await told();
    expect(await rowsOf(player.playerCode)).toEqual([]);
    expect((await bed.call('DELETE', `${url}/${clipRow}`)).statusCode).toBe(404);
    await screen.disconnect();
  });

  it("reads and writes schedules in the location's time zone", async () => {
    const db = bed.app.database.db;
    const { screen, player } = await connectedScreen();
    const location = await createLocation(db, bed.accountId, { name: 'Stockholm' });
    await db.update(players).set({ locationId: location.id }).where(eq(players.id, player.id));
    await db
      .update(locations)
      .set({ timeZoneId: 'Europe/Stockholm' })
      .where(eq(locations.id, location.id));
    const item = await photo();
    const row = (await add(player.playerCode, item.mediaCode)).json().mediaRow;
    const answer = await bed.call(
      'PUT',
      `/api/players/${player.playerCode}/mediarows/${row.broadcastMediaCode}/schedule`,
      { periods: [{ startDateTime: '2026-12-01T07:00:00Z' }] },
    );
    expect(answer.json().mediaRow.periods[0].startDateTime).toBe('2026-12-01T07:00:00Z');
    // The screen plays it at 08:00 Stockholm time, wherever the server runs.
    const manifest = (await manifestOf(screen)).json();
    expect(manifest.timeZone).toBe('Europe/Stockholm');
    expect(manifest.layers[0].channels[0].rows[0].periods[0].startDateTime).toBe(
      '2026-12-01T08:00:00',
    );
    await screen.disconnect();
  });

  it("answers 404 for another account's screen, row or media, 403 to a viewer, and refuses a file", async () => {
    const { player } = await connectedScreen();
    const mine = await photo();
    const theirs = await photo(bed.otherAccountId);
    const row = (await add(player.playerCode, mine.mediaCode)).json().mediaRow;
    const rowUrl = `/api/players/${player.playerCode}/mediarows/${row.broadcastMediaCode}`;

    expect(
      (
        await bed.call(
          'GET',
          `/api/players/${player.playerCode}/mediarows`,
          undefined,
          bed.otherAuth,
        )
      ).statusCode,
    ).toBe(404);
    expect((await add(player.playerCode, mine.mediaCode, {}, bed.otherAuth)).statusCode).toBe(404);
    expect((await add(player.playerCode, theirs.mediaCode)).statusCode).toBe(404);
    expect((await bed.call('DELETE', rowUrl, undefined, bed.otherAuth)).statusCode).toBe(404);
    const other = await connectedScreen(bed.otherAccountId);
    const crossed = await bed.call(
      'PUT',
      `/api/players/${player.playerCode}/mediarows/status`,
      { broadcastMediaCodes: [row.broadcastMediaCode], status: 'paused' },
      bed.otherAuth,
    );
    expect(crossed.statusCode).toBe(404);
    await other.screen.disconnect();

    expect(
      (
        await bed.call(
          'GET',
          `/api/players/${player.playerCode}/mediarows`,
          undefined,
          bed.viewerAuth,
        )
      ).statusCode,
    ).toBe(200);
    expect((await add(player.playerCode, mine.mediaCode, {}, bed.viewerAuth)).statusCode).toBe(403);
    expect((await bed.call('DELETE', rowUrl, undefined, bed.viewerAuth)).statusCode).toBe(403);

    const [file] = await bed.app.database.db
      .insert(media)
      .values({ accountId: bed.accountId, displayName: 'Price list', mediaType: 'File' })
      .returning();
    const refused = await add(player.playerCode, file?.mediaCode ?? '');
    expect(refused.statusCode).toBe(400);
    const stored = await bed.app.database.db
      .select()
      .from(channelMedia)
      .where(eq(channelMedia.accountId, bed.accountId));
    expect(stored.some((r) => r.mediaId === file?.id)).toBe(false);
  });
});

describe('media delivery to screens', () => {
  it('sends a screen the media of its own manifest, with ETag, Range and a long cache, and nothing else', async () => {
    const { screen, player } = await connectedScreen();
    const bystander = await connectedScreen();
    const item = await photo();
    const row = (await add(player.playerCode, item.mediaCode)).json().mediaRow;
    await screen.next('contentChanged');
    const hash = item.contentHash as string;
    const fetchMedia = (headers: Record<string, string>, query = '') =>
      bed.app.inject({
        method: 'GET',
        url: `/screen-api/media/${item.mediaCode}${query}`,
        headers,
      });

    const whole = await fetchMedia({ cookie: screen.cookie }, `?v=${hash}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers).toMatchObject({
      etag: `"${hash}"`,
      'content-type': 'image/png',
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=31536000, immutable',
    });
    expect(whole.body).toMatch(/^photo /);
    const part = await fetchMedia({
      authorization: `Bearer ${screen.credential}`,
      range: 'bytes=0-4',
    });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('photo');
    const unchanged = await fetchMedia({ cookie: screen.cookie, 'if-none-match': `"${hash}"` });
    expect(unchanged.statusCode).toBe(304);

    expect((await fetchMedia({ cookie: bystander.screen.cookie })).statusCode).toBe(404);
    expect((await fetchMedia({})).statusCode).toBe(401);
    expect((await fetchMedia({}, `?credential=${screen.credential}`)).statusCode).toBe(401);

    expect(whole.headers['content-security-policy']).toBe('sandbox');

    // A sign's document comes under the screen app's scope, with nothing active allowed.
    const stored = await bed.app.files.put(Readable.from([Buffer.from('<p>Sale</p>')]));
    const [sign] = await bed.app.database.db
      .insert(media)
      .values({
        accountId: bed.accountId,
        displayName: 'Sale sign',
        mediaType: 'HtmlAd',
        mimeType: 'text/html',
        contentHash: stored.hash,
      })
      .returning();
    await add(player.playerCode, sign?.mediaCode ?? '');
    await screen.next('contentChanged');
    const signAt = (url: string) =>
      bed.app.inject({ method: 'GET', url, headers: { cookie: screen.cookie } });
    const signFile = await signAt(`/screen/signs/${sign?.mediaCode}`);
    expect(signFile.statusCode).toBe(200);
    expect(signFile.body).toBe('<p>Sale</p>');
    expect(signFile.headers['content-security-policy']).toBe(signDocumentPolicy);
    expect(signFile.headers['content-security-policy']).not.toMatch(/allow-scripts|script-src/);
    expect(signFile.headers['x-content-type-options']).toBe('nosniff');
    // Each kind at its own address only: a photo is no sign, a sign no photo.
    expect((await signAt(`/screen-api/media/${sign?.mediaCode}`)).statusCode).toBe(404);
    expect((await signAt(`/screen/signs/${item.mediaCode}`)).statusCode).toBe(404);

    await bed.call(
      'DELETE',
      `/api/players/${player.playerCode}/mediarows/${row.broadcastMediaCode}`,
    );
    await screen.next('contentChanged');
    expect((await fetchMedia({ cookie: screen.cookie })).statusCode).toBe(404);
    await screen.disconnect();
    await bystander.screen.disconnect();
  });
});
