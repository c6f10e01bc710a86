import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players, screenCommands, screenRegistrations } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { issueCommand } from './index';
import { pairedScreen, testStatus } from './screen-gateway-test-screen';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.screenGateway.listening;
});
afterAll(() => app.close());

const unsafe = 'must not contain NUL characters or unpaired surrogates';

async function commandRow(commandId: string) {
  const [row] = await app.database.db
    .select()
    .from(screenCommands)
    .where(eq(screenCommands.id, commandId));
  return row;
}

async function heartbeatOf(playerId: string) {
  const [row] = await app.database.db.select().from(players).where(eq(players.id, playerId));
  return row?.lastHeartbeatAt ?? null;
}

async function rebootOf({ account, player }: Awaited<ReturnType<typeof pairedScreen>>) {
  const [commandId] = await issueCommand(app.database.db, {
    accountId: account.id,
    playerIds: [player.id],
    kind: 'reboot',
  });
  return commandId!;
}

describe('screen text no database can store', () => {
  it('refuses a socket heartbeat with a NUL by an error frame, and stores the other screens’ beats', async () => {
    const bad = await pairedScreen(app);
    const good = await pairedScreen(app);
    await bad.screen.connect(app);
    await good.screen.connect(app);
    await bad.screen.next('settings');
    await good.screen.next('settings');

    bad.screen.send({ type: 'heartbeat', status: { ...testStatus, userAgent: 'evil\u0000' } });
    expect((await bad.screen.next('error')).message).toBe(`status.userAgent: ${unsafe}`);
    good.screen.send({ type: 'heartbeat', status: testStatus });
    // A socket's messages are handled in turn: once this one is refused, the beat is gathered.
    good.screen.send('not json');
    await good.screen.next('error');
    await app.screenGateway.flushHeartbeats();
    expect(await heartbeatOf(good.player.id)).toBeInstanceOf(Date);
    expect(await heartbeatOf(bad.player.id)).toBeNull();
    expect(bad.screen.isClosed).toBe(false);
    await bad.screen.disconnect();
    await good.screen.disconnect();
  });

  it('refuses a socket ack with a NUL by an error frame, and records the other screen’s ack', async () => {
    const bad = await pairedScreen(app);
    const good = await pairedScreen(app);
    const badCommand = await rebootOf(bad);
    const goodCommand = await rebootOf(good);
    await bad.screen.connect(app);
    await good.screen.connect(app);
    await bad.screen.next('command');
    await good.screen.next('command');

    bad.screen.send({ type: 'ack', commandId: badCommand, ok: false, message: 'a\u0000b' });
    good.screen.send({ type: 'ack', commandId: goodCommand, ok: true });
    expect((await bad.screen.next('error')).message).toBe(`message: ${unsafe}`);
    await expect
      .poll(() => commandRow(goodCommand), { timeout: 30_000 })
      .toMatchObject({ isAckOk: true });
    expect((await commandRow(badCommand))?.ackedAt).toBeNull();
    await bad.screen.disconnect();
    await good.screen.disconnect();
  });

  it('refuses a socket message nested deeper than any screen message with an error frame', async () => {
    const { screen } = await pairedScreen(app);
    await screen.connect(app);
    await screen.next('settings');
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    screen.send(`{"type":"heartbeat","status":{"errors":${deep}}}`);
    expect((await screen.next('error')).message).toBe('The message nests too deeply');
    // Brackets inside a text are only text.
    screen.send({ type: 'heartbeat', status: { ...testStatus, errors: ['['.repeat(400)] } });
    screen.send('not json');
    expect((await screen.next('error')).message).toMatch(/JSON/);
    expect(screen.taken('error')).toEqual([]);
    await screen.disconnect();
  });

  it('refuses an HTTP ack with a NUL with 400, and stores nothing', async () => {
    const paired = await pairedScreen(app);
    const commandId = await rebootOf(paired);
    const answer = await app.inject({
      method: 'POST',
      url: `/screen-api/commands/${commandId}/ack`,
      headers: { cookie: paired.screen.cookie },
      payload: { ok: true, message: 'done\u0000' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ success: { ok: false, message: `message: ${unsafe}` } });
    expect((await commandRow(commandId))?.ackedAt).toBeNull();
  });

  it('refuses an HTTP heartbeat with a lone surrogate with 400, and stores nothing', async () => {
    const { screen, player } = await pairedScreen(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/screen-api/heartbeat',
      headers: { cookie: screen.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ status: { ...testStatus, errors: ['fine'] } }).replace(
        'fine',
        '\\ud800',
      ),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      success: { ok: false, message: `status.errors.0: ${unsafe}` },
    });
    await app.screenGateway.flushHeartbeats();
    expect(await heartbeatOf(player.id)).toBeNull();
  });

  it('refuses a registration with a NUL, or bigger than a screen needs, and stores nothing', async () => {
    const count = async () =>
      (await app.database.db.select({ id: screenRegistrations.id }).from(screenRegistrations))
        .length;
    const before = await count();
    const withNul = await app.inject({
      method: 'POST',
      url: '/screen-api/registrations',
      payload: { deviceInfo: { userAgent: 'x\u0000y' } },
    });
    expect(withNul.statusCode).toBe(400);
    expect(withNul.json()).toEqual({
      success: { ok: false, message: `deviceInfo.userAgent: ${unsafe}` },
    });
    expect(withNul.headers['set-cookie']).toBeUndefined();

    const huge = await app.inject({
      method: 'POST',
      url: '/screen-api/registrations',
      payload: { deviceInfo: { userAgent: 'x'.repeat(9 * 1024) } },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ success: { ok: false, message: expect.any(String) } });
    expect(await count()).toBe(before);
  });
});
