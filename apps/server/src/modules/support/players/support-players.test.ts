import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { screenCommands } from '../../../db/schema';
import { createLocation, createPlayer } from '../../../test/factories';
import { signInCustomer, signInSupportReaching } from '../../../test/support-desks';
import { useSupportTestApp } from '../../../test/support-test-app';
import { snapshotTables } from '../../../test/table-snapshot';

const bed = useSupportTestApp();
let player: Awaited<ReturnType<typeof createPlayer>>;
let other: Awaited<ReturnType<typeof createPlayer>>;

const base = () => `/support/api/players/${bed.customer.account.accountCode}`;

beforeAll(async () => {
  const db = bed.app.database.db;
  const location = await createLocation(db, bed.customer.account.id);
  player = await createPlayer(db, bed.customer.account.id, {
    locationId: location.id,
    pairedAt: new Date(),
    lastHeartbeatAt: new Date(),
    playlistHash: 'h2',
    playlistModifiedAt: new Date('2026-01-02T00:00:00Z'),
    playlistDownloadedHash: 'h1',
    playlistDownloadedAt: new Date('2026-01-01T00:00:00Z'),
    statusReport: {
      resolution: { width: 1920, height: 1080 },
      orientation: 'Landscape',
      userAgent: 'Test agent',
      appVersion: '1.2.3',
      playlistHashCode: 'h2',
      lastInUseHashCode: 'h2',
      errors: [],
      nowPlaying: [],
    },
  });
  other = await createPlayer(db, bed.customer.account.id, { lastHeartbeatAt: new Date() });
}, 60_000);

describe('the player drawer', () => {
  it("answers a player's details with what its screen reported", async () => {
    const answer = await bed.app.inject({
      method: 'GET',
      url: `${base()}/${player.playerCode}/details`,
      headers: bed.support,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().player).toMatchObject({
      accountCode: bed.customer.account.accountCode,
      accountName: bed.customer.account.name,
      playerCode: player.playerCode,
      name: player.name,
      resolution: '1920x1080',
      playerVersion: '1.2.3',
    });
    expect(answer.json().player.locationName).toMatch(/./);
  });

  it("answers a player's status with the playlist times and hashes", async () => {
    const answer = await bed.app.inject({
      method: 'GET',
      url: `${base()}/${player.playerCode}/status`,
      headers: bed.support,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      status: { kind: 'online' },
      LastWriteTime: '2026-01-02T00:00:00.000Z',
      LastInUseTime: '2026-01-01T00:00:00.000Z',
      PlaylistHashCode: 'h2',
      LastInUseHashCode: 'h1',
      customPlayerStatus: null,
      customPlayerStatusHistory: [],
    });
  });
});

describe('custom player status', () => {
  const setStatus = (method: 'POST' | 'PUT', text: string, overwrite: boolean, codes: string[]) =>
    bed.app.inject({
      method,
      url: '/support/api/customPlayerStatus',
      headers: bed.support,
      payload: {
        AccountCode: bed.customer.account.accountCode,
        customPlayerStatus: { text, overwriteOnlineStatus: overwrite, playerCodes: codes },
      },
    });
  const statusOf = async (code: string) =>
    (
      await bed.app.inject({ method: 'GET', url: `${base()}/${code}/status`, headers: bed.support })
    ).json();

  it('overwrites the online status of many players, edits and removes it, keeping history', async () => {
    const added = await setStatus('POST', 'Under repair', true, [
      player.playerCode,
      other.playerCode,
    ]);
    expect(added.statusCode).toBe(200);
    expect(added.json().modifiedCount).toBe(2);
    expect((await statusOf(other.playerCode)).status).toMatchObject({
      kind: 'custom',
      customText: 'Under repair',
    });

    const again = await setStatus('POST', 'Twice', false, [player.playerCode]);
    expect(again.statusCode).toBe(409);

    expect((await setStatus('PUT', 'Shown beside', false, [player.playerCode])).statusCode).toBe(
      200,
    );
    const edited = await statusOf(player.playerCode);
    expect(edited.status).toMatchObject({ kind: 'online', customText: 'Shown beside' });
    expect(edited.customPlayerStatus).toMatchObject({
      text: 'Shown beside',
      overwriteOnlineStatus: false,
    });

    const removed = await bed.app.inject({
      method: 'POST',
      url: '/support/api/customPlayerStatus/delete',
      headers: bed.support,
      payload: {
        AccountCode: bed.customer.account.accountCode,
        customPlayerStatus: { playerCodes: [player.playerCode] },
      },
    });
    expect(removed.statusCode).toBe(200);
    const after = await statusOf(player.playerCode);
    expect(after.status).toMatchObject({ kind: 'online', customText: null });
    expect(after.customPlayerStatus).toBeNull();
    expect(after.customPlayerStatusHistory.map((c: { text: string | null }) => c.text)).toEqual([
      null,
      'Shown beside',
      'Under repair',
    ]);
    expect(after.customPlayerStatusHistory[0].setBy).toMatch(/./);
  });

  it('refuses an empty text naming the field and changes nothing', async () => {
    const before = await snapshotTables(bed.app);
    const answer = await setStatus('PUT', '  ', true, [other.playerCode]);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain('text');
    expect(await snapshotTables(bed.app)).toBe(before);
  });

  it('answers 404 and changes nothing when any player is not of the account', async () => {
    const stranger = await signInCustomer(bed.app);
    const theirs = await createPlayer(bed.app.database.db, stranger.account.id);
    const before = await snapshotTables(bed.app);
    const answer = await setStatus('PUT', 'Nope', true, [other.playerCode, theirs.playerCode]);
    expect(answer.statusCode).toBe(404);
    expect(await snapshotTables(bed.app)).toBe(before);
    expect((await statusOf(other.playerCode)).status.customText).toBe('Under repair');
  });
});

describe('player commands from the console', () => {
  const commandsOf = (playerId: string, kind: string) =>
    bed.app.database.db
      .select()
      .from(screenCommands)
      .where(and(eq(screenCommands.playerId, playerId), eq(screenCommands.kind, kind)));

  it('puts reboot, screenshot, playlist and log commands in the outbox', async () => {
    for (const [path, kind] of [
      ['reboot', 'reboot'],
      ['screenshot', 'orderScreenshot'],
      ['forcedownloadplaylist', 'forcePlaylistDownload'],
    ] as const) {
      const answer = await bed.app.inject({
        method: 'POST',
        url: `${base()}/${player.playerCode}/${path}`,
        headers: bed.support,
      });
      expect(answer.statusCode).toBe(202);
      expect((await commandsOf(player.id, kind)).map((row) => row.id)).toContain(
        answer.json().commandId,
      );
    }
    const logs = await bed.app.inject({
      method: 'POST',
      url: `${base()}/${player.playerCode}/logs`,
      headers: bed.support,
      payload: { lastLogDateTime: '2026-03-01T10:00:00+01:00' },
    });
    expect(logs.statusCode).toBe(202);
    const [row] = await commandsOf(player.id, 'orderLogs');
    expect(row?.lastLogDateTime?.toISOString()).toBe('2026-03-01T09:00:00.000Z');
  });

  it('reboots many players of an account at once', async () => {
    const answer = await bed.app.inject({
      method: 'POST',
      url: `${base()}/rebootplayers`,
      headers: bed.support,
      payload: { PlayerCodes: [player.playerCode, other.playerCode] },
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json().commandCount).toBe(2);
  });

  it('refuses a bad lastLogDateTime and an empty PlayerCodes with 400 naming the field', async () => {
    const logs = await bed.app.inject({
      method: 'POST',
      url: `${base()}/${player.playerCode}/logs`,
      headers: bed.support,
      payload: { lastLogDateTime: 'yesterday' },
    });
    expect(logs.statusCode).toBe(400);
    expect(logs.json().success.message).toContain('lastLogDateTime');
    const many = await bed.app.inject({
      method: 'POST',
      url: `${base()}/rebootplayers`,
      headers: bed.support,
      payload: { PlayerCodes: [] },
    });
    expect(many.statusCode).toBe(400);
    expect(many.json().success.message).toContain('PlayerCodes');
  });

  it('answers no content, no error, for the latest files before the screen sent one', async () => {
    for (const file of ['screenshot', 'logs']) {
      const answer = await bed.app.inject({
        method: 'GET',
        url: `${base()}/${other.playerCode}/${file}`,
        headers: bed.support,
      });
      expect(answer.statusCode).toBe(204);
      expect(answer.body).toBe('');
    }
  });

  it('answers the latest screenshot as the PNG itself, with its time', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const takenAt = new Date('2026-03-01T10:00:00Z');
    await bed.app.database.db.insert(screenCommands).values({
      accountId: player.accountId,
      playerId: player.id,
      kind: 'orderScreenshot',
      resultBody: png,
      resultAt: takenAt,
    });
    const answer = await bed.app.inject({
      method: 'GET',
      url: `${base()}/${player.playerCode}/screenshot`,
      headers: bed.support,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['last-modified']).toBe(takenAt.toUTCString());
    expect(answer.rawPayload).toEqual(png);
  });
});

describe('reach', () => {
  it("answers 404 outside the caller's clients and changes nothing", async () => {
    const desk = await signInSupportReaching(bed.app, ['someone-else']);
    const tables = await snapshotTables(bed.app);
    for (const [method, path] of [
      ['GET', `${player.playerCode}/details`],
      ['GET', `${player.playerCode}/status`],
      ['POST', `${player.playerCode}/reboot`],
    ] as const) {
      const answer = await bed.app.inject({ method, url: `${base()}/${path}`, headers: desk });
      expect(answer.statusCode).toBe(404);
    }
    const answer = await bed.app.inject({
      method: 'PUT',
      url: '/support/api/customPlayerStatus',
      headers: desk,
      payload: {
        AccountCode: bed.customer.account.accountCode,
        customPlayerStatus: { text: 'x', playerCodes: [other.playerCode] },
      },
    });
    expect(answer.statusCode).toBe(404);
    expect(await snapshotTables(bed.app)).toBe(tables);
  });

  it('is not for customers', async () => {
    const answer = await bed.app.inject({
      method: 'GET',
      url: `${base()}/${player.playerCode}/details`,
      headers: bed.customer.headers,
    });
    expect(answer.statusCode).toBe(403);
  });
});
