import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playRollupsHourly, plays } from '../../db/schema';
import { createMedia } from '../../test/media-factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { pairWithNewPlayer, TestScreen } from '../screen-gateway/screen-gateway-test-screen';

const bed = useScreensTestApp();
/** A quarter past the hour before this one: a play from a screen that is up to date. */
const hourPlayed = new Date(Math.floor(Date.now() / 3600_000) * 3600_000 - 3600_000);
const playedAt = new Date(hourPlayed.getTime() + 15 * 60_000).toISOString();

function playOf(mediaCode: string, values: object = {}) {
  return {
    playId: randomUUID(),
    mediaCode,
    layerCode: 'main',
    startedAt: playedAt,
    durationMs: 10_000,
    broadcastCode: null,
    groupCode: null,
    triggerCode: null,
    source: 'schedule',
    ...values,
  };
}

async function connectedScreen() {
  const screen = await TestScreen.register(bed.app);
  const player = await pairWithNewPlayer(bed.app, screen, bed.accountId);
  await screen.connect(bed.app);
  await screen.next('state');
  return { screen, player };
}

async function mediaCode(accountId = bed.accountId) {
  return (await createMedia(bed.app.database.db, bed.app.files, accountId)).media.mediaCode;
}

const playsOf = (playerId: string) =>
  bed.app.database.db.select().from(plays).where(eq(plays.playerId, playerId));
const rollupsOf = (playerId: string) =>
  bed.app.database.db
    .select()
    .from(playRollupsHourly)
    .where(eq(playRollupsHourly.playerId, playerId));

describe('plays from screens', () => {
  it('stores a batch and acknowledges it once committed, with the hour counted', async () => {
    const { screen, player } = await connectedScreen();
    const code = await mediaCode();
    const batchId = randomUUID();
    screen.send({
      type: 'plays',
      batchId,
      plays: [playOf(code), playOf(code, { durationMs: 5_000 })],
    });
    const ack = await screen.next('playsAck');
    expect(ack).toMatchObject({ batchId, accepted: 2, dropped: 0 });
    // The ack comes after the commit: the rows are there as it arrives.
    expect(await playsOf(player.id)).toHaveLength(2);
    expect(await rollupsOf(player.id)).toMatchObject([
      { plays: 2, durationMs: 15_000, hour: hourPlayed },
    ]);
    await screen.disconnect();
  });

  it('drops a bad play and counts it, keeping the others of the batch', async () => {
    const { screen, player } = await connectedScreen();
    const code = await mediaCode();
    const batchId = randomUUID();
    screen.send({
      type: 'plays',
      batchId,
      plays: [
        playOf(code),
        playOf(code, { durationMs: -1 }),
        playOf(code, { layerCode: 'bad\u0000layer' }),
        { nonsense: true },
      ],
    });
    expect(await screen.next('playsAck')).toMatchObject({ batchId, accepted: 1, dropped: 3 });
    expect(await playsOf(player.id)).toHaveLength(1);
    await screen.disconnect();
  });

  it('drops a play from before the 90 days kept, or over a day ahead of the server', async () => {
    const { screen, player } = await connectedScreen();
    const code = await mediaCode();
    const day = 86_400_000;
    screen.send({
      type: 'plays',
      batchId: randomUUID(),
      plays: [
        playOf(code),
        playOf(code, { startedAt: new Date(Date.now() - 91 * day).toISOString() }),
        playOf(code, { startedAt: new Date(Date.now() + 2 * day).toISOString() }),
        playOf(code, { startedAt: new Date(Date.now() + day / 2).toISOString() }),
      ],
    });
    expect(await screen.next('playsAck')).toMatchObject({ accepted: 2, dropped: 2 });
    expect(await playsOf(player.id)).toHaveLength(2);
    await screen.disconnect();
  });

  it('counts a batch sent twice once', async () => {
    const { screen, player } = await connectedScreen();
    const code = await mediaCode();
    const batch = { type: 'plays', batchId: randomUUID(), plays: [playOf(code), playOf(code)] };
    screen.send(batch);
    expect(await screen.next('playsAck')).toMatchObject({ accepted: 2, dropped: 0 });
    screen.send(batch);
    expect(await screen.next('playsAck')).toMatchObject({ accepted: 0, dropped: 0 });
    expect(await playsOf(player.id)).toHaveLength(2);
    expect(await rollupsOf(player.id)).toMatchObject([{ plays: 2, durationMs: 20_000 }]);
    await screen.disconnect();
  });

  it('counts two batches of one screen sent at once each by its own new plays', async () => {
    const { screen, player } = await connectedScreen();
    const code = await mediaCode();
    const shared = playOf(code);
    const first = { type: 'plays', batchId: randomUUID(), plays: [shared, playOf(code)] };
    const second = { type: 'plays', batchId: randomUUID(), plays: [shared, playOf(code)] };
    screen.send(first);
    screen.send(second);
    const acks = [await screen.next('playsAck'), await screen.next('playsAck')];
    // Batches are written by concurrent statements, so either may be stored first and count the
    // shared play; the other counts only its own.
    expect(acks.map((ack) => ack.batchId).sort()).toEqual([first.batchId, second.batchId].sort());
    expect(acks.map((ack) => ack.accepted).sort()).toEqual([1, 2]);
    expect(await rollupsOf(player.id)).toMatchObject([{ plays: 3 }]);
    await screen.disconnect();
  });

  it("refuses another account's media code, as media it does not know", async () => {
    const { screen, player } = await connectedScreen();
    const theirs = await mediaCode(bed.otherAccountId);
    screen.send({ type: 'plays', batchId: randomUUID(), plays: [playOf(theirs)] });
    expect(await screen.next('playsAck')).toMatchObject({ accepted: 0, dropped: 1 });
    expect(await playsOf(player.id)).toHaveLength(0);
    await screen.disconnect();
  });

  it('takes a polling screen’s batch over HTTP', async () => {
    const screen = await TestScreen.register(bed.app);
    const player = await pairWithNewPlayer(bed.app, screen, bed.accountId);
    const code = await mediaCode();
    const batchId = randomUUID();
    const answer = await bed.app.inject({
      method: 'POST',
      url: '/screen-api/plays',
      headers: { authorization: `Bearer ${screen.credential}` },
      payload: { batchId, plays: [playOf(code), 'not a play'] },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ batchId, accepted: 1, dropped: 1 });
    expect(await playsOf(player.id)).toHaveLength(1);
  });

  it('refuses a batch over the limit', async () => {
    const screen = await TestScreen.register(bed.app);
    await pairWithNewPlayer(bed.app, screen, bed.accountId);
    const answer = await bed.app.inject({
      method: 'POST',
      url: '/screen-api/plays',
      headers: { authorization: `Bearer ${screen.credential}` },
      payload: { batchId: randomUUID(), plays: Array.from({ length: 501 }, () => ({})) },
    });
    expect(answer.statusCode).toBe(400);
  });
});
