import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { screenCommands } from '../../db/schema';
import { createPlayer } from '../../test/factories';
import { useScreensTestApp } from '../../test/screens-test-app';

const bed = useScreensTestApp();

describe("ordering a screen's log and screenshot, and reading them", () => {
  it('queues each order for the screen, and answers 204 until the screen has sent one', async () => {
    const db = bed.app.database.db;
    const player = await createPlayer(db, bed.accountId);
    for (const [action, kind] of [
      ['logs', 'orderLogs'],
      ['screenshot', 'orderScreenshot'],
    ] as const) {
      const ordered = await bed.call('POST', `/api/players/${player.playerCode}/${action}`);
      expect(ordered.statusCode).toBe(202);
      const { commandId } = ordered.json<{ commandId: string }>();
      const queued = await db
        .select({ kind: screenCommands.kind })
        .from(screenCommands)
        .where(and(eq(screenCommands.playerId, player.id), eq(screenCommands.id, commandId)));
      expect(queued).toEqual([{ kind }]);
      const read = await bed.call('GET', `/api/players/${player.playerCode}/${action}`);
      expect(read.statusCode).toBe(204);
      const viewed = await bed.call(
        'GET',
        `/api/players/${player.playerCode}/${action}`,
        undefined,
        bed.viewerAuth,
      );
      expect(viewed.statusCode).toBe(204);
    }
  });

  it("answers 404 for another account's screen and 403 to a user who may only view", async () => {
    const db = bed.app.database.db;
    const theirs = await createPlayer(db, bed.otherAccountId);
    const mine = await createPlayer(db, bed.accountId);
    for (const action of ['logs', 'screenshot', 'release']) {
      const foreign = await bed.call('POST', `/api/players/${theirs.playerCode}/${action}`);
      expect(foreign.statusCode, action).toBe(404);
      const viewer = await bed.call(
        'POST',
        `/api/players/${mine.playerCode}/${action}`,
        undefined,
        bed.viewerAuth,
      );
      expect(viewer.statusCode, action).toBe(403);
    }
    for (const action of ['logs', 'screenshot']) {
      expect(
        (await bed.call('GET', `/api/players/${theirs.playerCode}/${action}`)).statusCode,
      ).toBe(404);
    }
  });
});
