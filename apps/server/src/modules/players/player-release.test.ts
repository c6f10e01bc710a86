import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players } from '../../db/schema';
import { useScreensTestApp } from '../../test/screens-test-app';
import { pairWithNewPlayer, TestScreen } from '../screen-gateway/screen-gateway-test-screen';

const bed = useScreensTestApp();

async function pairing(playerId: string) {
  const [row] = await bed.app.database.db
    .select({ pairedAt: players.pairedAt, credential: players.deviceCredentialHash })
    .from(players)
    .where(eq(players.id, playerId));
  return row;
}

/** A registered screen paired with a new player of the account. */
async function pairedPlayer(accountId: string) {
  const screen = await TestScreen.register(bed.app);
  const player = await pairWithNewPlayer(bed.app, screen, accountId);
  return { screen, player };
}

describe('releasing a screen', () => {
  it('unpairs the customer’s own paired screen, which keeps its player but no longer signs in', async () => {
    const { screen, player } = await pairedPlayer(bed.accountId);
    expect((await pairing(player.id))?.pairedAt).not.toBeNull();

    const released = await bed.call('POST', `/api/players/${player.playerCode}/release`);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().success.ok).toBe(true);
    expect(await pairing(player.id)).toEqual({ pairedAt: null, credential: null });
    const session = await bed.app.inject({
      method: 'GET',
      url: '/screen-api/session',
      headers: { cookie: screen.cookie },
    });
    expect(session.statusCode).toBe(401);
    const read = await bed.call('GET', `/api/players/${player.playerCode}/information`);
    expect(read.statusCode).toBe(200);
  });

  it("answers 404 for another account's paired screen and leaves it paired", async () => {
    const { player } = await pairedPlayer(bed.otherAccountId);
    const before = await pairing(player.id);
    const released = await bed.call('POST', `/api/players/${player.playerCode}/release`);
    expect(released.statusCode).toBe(404);
    expect(await pairing(player.id)).toEqual(before);
    expect(before?.pairedAt).not.toBeNull();
  });
});
