import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { players, screenCommands } from '../../db/schema';
import { createPlayer } from '../../test/factories';
import { useScreensTestApp } from '../../test/screens-test-app';
import { snapshotTables } from '../../test/table-snapshot';

const bed = useScreensTestApp();

/** Two screens of the account and one of the other account. */
async function screens() {
  const db = bed.app.database.db;
  return {
    mine: [await createPlayer(db, bed.accountId), await createPlayer(db, bed.accountId)],
    theirs: await createPlayer(db, bed.otherAccountId),
  };
}

/** Sends a refused call and checks it changed no table. */
async function refusedUnchanged(
  status: number,
  ...call: Parameters<typeof bed.call>
): Promise<void> {
  const before = await snapshotTables(bed.app);
  const answer = await bed.call(...call);
  expect(answer.statusCode, answer.body).toBe(status);
  expect(answer.json().success.ok).toBe(false);
  expect(await snapshotTables(bed.app)).toBe(before);
}

describe("a screen's tags", () => {
  it('sets them by name, making new tags, and reads them back', async () => {
    const { mine } = await screens();
    const url = `/api/players/${mine[0]?.playerCode}/tags`;
    const set = await bed.call('PUT', url, { tags: ['Window', 'Door'] });
    expect(set.statusCode).toBe(200);
    const names = (answer: { json: () => { tags: { name: string }[] } }) =>
      answer
        .json()
        .tags.map((tag) => tag.name)
        .sort();
    expect(names(set)).toEqual(['Door', 'Window']);
    expect(names(await bed.call('GET', url))).toEqual(['Door', 'Window']);
    const narrowed = await bed.call('PUT', url, { tags: ['Door'] });
    expect(names(narrowed)).toEqual(['Door']);
  });

  it("refuses another account's screen with 404 and a viewer with 403, changing nothing", async () => {
    const { mine, theirs } = await screens();
    await refusedUnchanged(404, 'PUT', `/api/players/${theirs.playerCode}/tags`, {
      tags: ['Window'],
    });
    await refusedUnchanged(
      403,
      'PUT',
      `/api/players/${mine[0]?.playerCode}/tags`,
      { tags: ['Window'] },
      bed.viewerAuth,
    );
  });
});

describe('deleting several screens', () => {
  it('deletes them all and counts them', async () => {
    const { mine } = await screens();
    const playerCodes = mine.map((p) => p.playerCode);
    const answer = await bed.call('PUT', '/api/players/deletemultiple', { playerCodes });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().deletedCount).toBe(2);
    const left = await bed.app.database.db
      .select()
      .from(players)
      .where(inArray(players.playerCode, playerCodes));
    expect(left).toEqual([]);
  });

  it("deletes none when one is another account's, nor for a viewer", async () => {
    const { mine, theirs } = await screens();
    const playerCodes = [mine[0]?.playerCode, theirs.playerCode];
    await refusedUnchanged(404, 'PUT', '/api/players/deletemultiple', { playerCodes });
    await refusedUnchanged(
      403,
      'PUT',
      '/api/players/deletemultiple',
      { playerCodes: [mine[0]?.playerCode] },
      bed.viewerAuth,
    );
  });
});

describe('rebooting several screens', () => {
  it('queues one reboot for each', async () => {
    const { mine } = await screens();
    const answer = await bed.call('POST', '/api/players/rebootplayers', {
      PlayerCodes: mine.map((p) => p.playerCode),
    });
    expect(answer.statusCode).toBe(202);
    expect(answer.json().commandCount).toBe(2);
    for (const player of mine) {
      const queued = await bed.app.database.db
        .select({ kind: screenCommands.kind })
        .from(screenCommands)
        .where(eq(screenCommands.playerId, player.id));
      expect(queued).toEqual([{ kind: 'reboot' }]);
    }
  });

  it("queues none when one is another account's", async () => {
    const { mine, theirs } = await screens();
    await refusedUnchanged(404, 'POST', '/api/players/rebootplayers', {
      PlayerCodes: [mine[0]?.playerCode, theirs.playerCode],
    });
  });
});
