import type { StatusReport } from '@marquee/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { players, screenCommands } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createPlayer } from '../../test/factories';
import { issueCommand, latestUpload, releasePlayer } from './index';
import { HeartbeatBatcher } from './heartbeat-batcher';
import {
  pairedScreen,
  pairWithNewPlayer,
  TestScreen,
  testStatus as status,
} from './screen-gateway-test-screen';

const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.screenGateway.listening;
});
afterAll(() => app.close());

describe('screen gateway', () => {
  it('registers a screen with a code and a cookie, and tells its socket when it is paired', async () => {
    const account = await createAccount(app.database.db);
    const answer = await app.inject({ method: 'POST', url: '/screen-api/registrations' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().pairingCode).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    const cookies = [answer.headers['set-cookie']].flat().map(String);
    expect(cookies.map((cookie) => /Path=([^;]+)/.exec(cookie)?.[1])).toEqual([
      '/screen-api',
      '/screen/signs',
      '/screen/sign-templates',
    ]);
    for (const cookie of cookies)
      expect(cookie).toMatch(/^marquee_screen=[\w-]+; Path=[^;]+; HttpOnly; SameSite=Strict/);
    const session = await app.inject({
      method: 'GET',
      url: '/screen-api/session',
      headers: { cookie: cookies[0]!.split(';')[0]! },
    });
    expect([session.headers['set-cookie']].flat()).toHaveLength(3);

    const screen = await (await TestScreen.register(app)).connect(app);
    const waiting = await screen.next('state');
    expect(waiting).toMatchObject({ isPaired: false, pairingCode: screen.pairingCode });

    const player = await pairWithNewPlayer(app, screen, account.id);
    const paired = await screen.next('state');
    expect(paired).toMatchObject({
      isPaired: true,
      pairingCode: null,
      playerCode: player.playerCode,
    });
    expect(paired.manifestEtag).toEqual(expect.any(String));
    await screen.disconnect();
  });

  it('authenticates a screen without the cookie by its hello message', async () => {
    const { screen } = await pairedScreen(app);
    const socket = await app.injectWS('/screen-api/socket');
    const frames: { type: string }[] = [];
    socket.on('message', (data: unknown) => frames.push(JSON.parse(String(data))));
    socket.send(JSON.stringify({ type: 'hello', credential: screen.credential }));
    await expect
      .poll(() => frames.find((f) => f.type === 'state'))
      .toMatchObject({ isPaired: true });
    socket.terminate();
  });

  it('delivers a command committed while the screen is offline once it reconnects, until acknowledged', async () => {
    const { account, screen, player } = await pairedScreen(app);
    const [commandId] = await issueCommand(app.database.db, {
      accountId: account.id,
      playerIds: [player.id],
      kind: 'reboot',
    });

    await screen.connect(app);
    expect((await screen.next('command')).command).toMatchObject({ commandId, kind: 'reboot' });
    await screen.disconnect();

    // Not acknowledged: delivered again, with the same id the screen deduplicates by, before
    // the settings that end what the gateway sends on connecting.
    await screen.connect(app);
    await screen.next('settings');
    expect(screen.taken('command')).toMatchObject([{ command: { commandId } }]);
    screen.send({ type: 'ack', commandId, ok: true });
    screen.send({ type: 'ack', commandId, ok: false, message: 'repeated' });
    await expect
      .poll(async () => {
        const [row] = await app.database.db
          .select()
          .from(screenCommands)
          .where(eq(screenCommands.id, commandId as string));
        return row;
      })
      .toMatchObject({ isAckOk: true, ackMessage: null });
    // At least once: on PostgreSQL the command's own notice may reach the first connection after
    // the outbox already handed it over, which counts a third delivery the screen deduplicates.
    const [delivered] = await app.database.db
      .select({ count: screenCommands.deliveryCount })
      .from(screenCommands)
      .where(eq(screenCommands.id, commandId as string));
    expect(delivered?.count).toBeGreaterThanOrEqual(2);
    await screen.disconnect();

    // Settings come after the commands still waiting: none is.
    await screen.connect(app);
    await screen.next('settings');
    expect(screen.taken('command')).toEqual([]);
    await screen.disconnect();
  });

  it('pushes a command to a connected screen of the account only', async () => {
    const first = await pairedScreen(app);
    const other = await pairedScreen(app);
    await first.screen.connect(app);
    await other.screen.connect(app);
    await first.screen.next('settings');
    await other.screen.next('settings');

    const ids = await issueCommand(app.database.db, {
      accountId: first.account.id,
      playerIds: [first.player.id, other.player.id],
      kind: 'orderScreenshot',
    });
    expect(ids).toHaveLength(1);
    expect((await first.screen.next('command')).command.commandId).toBe(ids[0]);
    // Commands reach a screen in the order they are issued: once the other account's own
    // command is there, the first one would have been before it.
    const [own] = await issueCommand(app.database.db, {
      accountId: other.account.id,
      playerIds: [other.player.id],
      kind: 'orderLogs',
    });
    expect((await other.screen.next('command')).command.commandId).toBe(own);
    expect(other.screen.taken('command')).toEqual([]);
    await first.screen.disconnect();
    await other.screen.disconnect();
  });

  it('pushes a command for hundreds of screens, its notice spread over several payloads, to each', async () => {
    const { account, screen, player } = await pairedScreen(app);
    const others = await Promise.all(
      Array.from({ length: 250 }, () =>
        createPlayer(app.database.db, account.id, { playerFormatId: player.playerFormatId }),
      ),
    );
    await screen.connect(app);
    await screen.next('settings');

    // 251 targets take several payloads; the connected screen's may be any of them.
    const ids = await issueCommand(app.database.db, {
      accountId: account.id,
      playerIds: [...others.map((other) => other.id), player.id],
      kind: 'reboot',
    });
    expect(ids).toHaveLength(251);
    expect(ids).toContain((await screen.next('command')).command.commandId);
    await screen.disconnect();
  });

  it('refuses a bad screen message with an error frame and keeps every connection open', async () => {
    const bad = await pairedScreen(app);
    const good = await pairedScreen(app);
    await bad.screen.connect(app);
    await good.screen.connect(app);
    await bad.screen.next('settings');
    await good.screen.next('settings');

    bad.screen.send('not json');
    expect((await bad.screen.next('error')).message).toMatch(/JSON/);
    bad.screen.send({ type: 'heartbeat', status: { ...status, errors: 'x' } });
    expect((await bad.screen.next('error')).message).toMatch(/^status\.errors/);
    bad.screen.send({ type: 'ack', commandId: crypto.randomUUID(), ok: true });
    expect((await bad.screen.next('error')).message).toMatch(/^commandId/);

    await issueCommand(app.database.db, {
      accountId: good.account.id,
      playerIds: [good.player.id],
      kind: 'reboot',
    });
    await good.screen.next('command');
    expect(bad.screen.isClosed).toBe(false);
    await bad.screen.disconnect();
    await good.screen.disconnect();
  });

  it('writes heartbeats in a batch and records what the screen has in use', async () => {
    const { screen, player } = await pairedScreen(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/screen-api/heartbeat',
      headers: { cookie: screen.cookie },
      payload: { status: { ...status, playlistEmptyFrom: '2026-03-02T17:00:00.000Z' } },
      remoteAddress: '192.0.2.44',
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ manifestEtag: expect.any(String), commands: [] });
    await app.screenGateway.flushHeartbeats();
    const [row] = await app.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.lastHeartbeatAt).toBeInstanceOf(Date);
    expect(row?.playlistDownloadedHash).toBe('hash-in-use');
    // What the screen said, and beside it the address the server saw it come from.
    expect(row?.statusReport).toMatchObject({
      userAgent: 'test screen',
      playlistEmptyFrom: '2026-03-02T17:00:00.000Z',
      remoteAddress: '192.0.2.44',
    });
  });

  it('marks a socket beat that tells something new, which the batch writes at once', async () => {
    const { screen, player } = await pairedScreen(app);
    await screen.connect(app);
    await screen.next('settings');
    const record = vi.spyOn(HeartbeatBatcher.prototype, 'record');
    // A socket's messages are handled in turn: once a bad one is refused, the beat before it is
    // gathered.
    const beat = async (report: StatusReport) => {
      screen.send({ type: 'heartbeat', status: report });
      screen.send('not json');
      await screen.next('error');
      return record.mock.lastCall?.[2]?.isNews;
    };

    // The first beat on the line is news: the list sees the screen without waiting for the batch.
    expect(await beat(status)).toBe(true);
    expect(await beat(status)).toBe(false);
    // Another playlist in play is news again.
    expect(await beat({ ...status, playlistHashCode: 'another' })).toBe(true);
    record.mockRestore();
    await app.screenGateway.flushHeartbeats();
    const [row] = await app.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.statusReport).toMatchObject({ playlistHashCode: 'another' });
    await screen.disconnect();
  });

  it('answers an unchanged manifest with 304 and refuses a screen without a credential', async () => {
    const { screen, player } = await pairedScreen(app);
    const first = await app.inject({
      method: 'GET',
      url: '/screen-api/manifest',
      headers: { cookie: screen.cookie },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      playerCode: player.playerCode,
      layers: [expect.any(Object)],
    });
    const again = await app.inject({
      method: 'GET',
      url: '/screen-api/manifest',
      headers: { cookie: screen.cookie, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const anonymous = await app.inject({ method: 'GET', url: '/screen-api/manifest' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: { ok: false, message: expect.any(String) } });
  });

  it('answers an unchanged manifest before routing exactly as its route does', async () => {
    const { screen } = await pairedScreen(app);
    const cookie = screen.cookie;
    const first = await app.inject({
      method: 'GET',
      url: '/screen-api/manifest',
      headers: { cookie },
    });
    const headers = { cookie, 'if-none-match': String(first.headers.etag) };
    const routed = await app.inject({ method: 'GET', url: '/screen-api/manifest', headers });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const fast = await fetch(`${address}/screen-api/manifest`, { headers });
    const comparable = (all: Iterable<[string, unknown]>) =>
      Object.fromEntries(
        [...all].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
      );
    expect(fast.status).toBe(304);
    expect(routed.statusCode).toBe(304);
    expect(comparable(fast.headers)).toEqual(comparable(Object.entries(routed.headers)));
  });

  it('takes a screenshot and logs checked by type, bytes and size, once per command', async () => {
    const { account, screen, player } = await pairedScreen(app);
    const [shot] = await issueCommand(app.database.db, {
      accountId: account.id,
      playerIds: [player.id],
      kind: 'orderScreenshot',
    });
    const [logs] = await issueCommand(app.database.db, {
      accountId: account.id,
      playerIds: [player.id],
      kind: 'orderLogs',
    });
    const put = (what: string, id: string | undefined, type: string, payload: Buffer | string) =>
      app.inject({
        method: 'PUT',
        url: `/screen-api/commands/${id}/${what}`,
        headers: { cookie: screen.cookie, 'content-type': type },
        payload,
      });

    expect((await put('screenshot', shot, 'image/jpeg', png)).statusCode).toBe(415);
    expect((await put('screenshot', shot, 'image/png', Buffer.from('not a png'))).statusCode).toBe(
      415,
    );
    const huge = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)]);
    expect((await put('screenshot', shot, 'image/png', huge)).statusCode).toBe(413);
    expect((await put('screenshot', logs, 'image/png', png)).statusCode).toBe(404);
    expect((await put('logs', logs, 'text/plain', Buffer.from([0xff, 0xfe]))).statusCode).toBe(415);
    expect(
      await latestUpload(
        app.database.db,
        { accountId: account.id, playerId: player.id },
        'orderScreenshot',
      ),
    ).toBeNull();

    expect((await put('screenshot', shot, 'image/png', png)).statusCode).toBe(200);
    expect((await put('screenshot', shot, 'image/png', png)).statusCode).toBe(200);
    expect(
      (await put('logs', logs, 'text/plain; charset=utf-8', 'line one\nline two')).statusCode,
    ).toBe(200);

    const target = { accountId: account.id, playerId: player.id };
    const stored = await latestUpload(app.database.db, target, 'orderScreenshot');
    expect(stored?.body.equals(png)).toBe(true);
    const text = await latestUpload(app.database.db, target, 'orderLogs');
    expect(text?.body.toString('utf8')).toBe('line one\nline two');
    const stranger = await createAccount(app.database.db);
    await expect(
      latestUpload(app.database.db, { accountId: stranger.id, playerId: player.id }, 'orderLogs'),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('releases a screen: its socket hears it is unpaired and its credential stops counting', async () => {
    const { account, screen, player } = await pairedScreen(app);
    await screen.connect(app);
    expect(await screen.next('state')).toMatchObject({ isPaired: true });
    await releasePlayer(app.database.db, { accountId: account.id, playerId: player.id });
    // On PostgreSQL the pairing's own notice may reach the hub after the screen connected, and
    // tell it once more that it is paired; the release's word comes after that.
    let state = await screen.next('state');
    while (state.isPaired) state = await screen.next('state');
    expect(state).toMatchObject({ isPaired: false, pairingCode: null });
    const session = await app.inject({
      method: 'GET',
      url: '/screen-api/session',
      headers: { cookie: screen.cookie },
    });
    expect(session.statusCode).toBe(401);
  });
});
