import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screenCommands } from '../../db/schema';
import { buildTestApp } from '../../test/build-test-app';
import { createAccount, createPlayer } from '../../test/factories';
import { CommandAckBatcher } from './command-ack-batcher';
import { issueCommand } from './index';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

describe('command acknowledgements', () => {
  it('writes the acks that arrive together in few statements, each answered for its own screen', async () => {
    const db = app.database.db;
    const account = await createAccount(db);
    const players = await Promise.all(
      Array.from({ length: 30 }, () => createPlayer(db, account.id)),
    );
    const commandIds = await issueCommand(db, {
      accountId: account.id,
      playerIds: players.map((player) => player.id),
      kind: 'reboot',
    });
    const playerOf = new Map(
      (
        await db
          .select({ id: screenCommands.id, playerId: screenCommands.playerId })
          .from(screenCommands)
          .where(inArray(screenCommands.id, commandIds))
      ).map((row) => [row.id, row.playerId]),
    );
    const batcher = new CommandAckBatcher(() => db);
    const execute = vi.spyOn(db, 'execute');

    const [first, ...rest] = commandIds;
    const answers = await Promise.all([
      ...commandIds.map((commandId) =>
        batcher.record(playerOf.get(commandId)!, { commandId, ok: true }),
      ),
      // A repeat in the same batch: the first answer counts.
      batcher.record(playerOf.get(first!)!, { commandId: first!, ok: false, message: 'again' }),
      // Another screen's command, and one that does not exist.
      batcher.record(playerOf.get(rest[0]!)!, { commandId: first!, ok: true }),
      batcher.record(players[0]!.id, { commandId: crypto.randomUUID(), ok: true }),
    ]);
    expect(execute.mock.calls.length).toBeLessThanOrEqual(2);
    execute.mockRestore();

    expect(answers).toEqual([...commandIds.map(() => true), true, false, false]);
    const rows = await db
      .select()
      .from(screenCommands)
      .where(inArray(screenCommands.id, commandIds));
    expect(rows.every((row) => row.ackedAt !== null && row.isAckOk === true)).toBe(true);
    expect(rows.find((row) => row.id === first)?.ackMessage).toBeNull();
  });

  it('keeps the first answer when a redelivered command is acknowledged again later', async () => {
    const db = app.database.db;
    const account = await createAccount(db);
    const player = await createPlayer(db, account.id);
    const [commandId] = await issueCommand(db, {
      accountId: account.id,
      playerIds: [player.id],
      kind: 'orderLogs',
    });
    const batcher = new CommandAckBatcher(() => db);
    expect(
      await batcher.record(player.id, { commandId: commandId!, ok: false, message: 'no' }),
    ).toBe(true);
    expect(await batcher.record(player.id, { commandId: commandId!, ok: true })).toBe(true);
    const [row] = await db
      .select()
      .from(screenCommands)
      .where(inArray(screenCommands.id, [commandId!]));
    expect(row).toMatchObject({ isAckOk: false, ackMessage: 'no' });
  });

  it('records the other acks of a batch when the database refuses one of them', async () => {
    const db = app.database.db;
    const [bad, good] = await Promise.all([createAccount(db), createAccount(db)]);
    const badPlayer = await createPlayer(db, bad!.id);
    const goodPlayers = await Promise.all([createPlayer(db, good!.id), createPlayer(db, good!.id)]);
    const [badCommand] = await issueCommand(db, {
      accountId: bad!.id,
      playerIds: [badPlayer.id],
      kind: 'reboot',
    });
    const goodCommands = await Promise.all(
      goodPlayers.map(async (player) => {
        const [commandId] = await issueCommand(db, {
          accountId: good!.id,
          playerIds: [player.id],
          kind: 'reboot',
        });
        return { playerId: player.id, commandId: commandId! };
      }),
    );
    const batcher = new CommandAckBatcher(() => db);
    const [first, second] = goodCommands;

    // The first ack goes alone; the two behind it wait and share a statement. The gateway
    // refuses a NUL at the edge; here it reaches the batch regardless.
    const answers = await Promise.allSettled([
      batcher.record(first!.playerId, { commandId: first!.commandId, ok: true }),
      batcher.record(badPlayer.id, { commandId: badCommand!, ok: false, message: 'a\u0000b' }),
      batcher.record(second!.playerId, { commandId: second!.commandId, ok: true }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = await db
      .select()
      .from(screenCommands)
      .where(inArray(screenCommands.id, [badCommand!, first!.commandId, second!.commandId]));
    const ackedOf = (id: string) => rows.find((row) => row.id === id)?.ackedAt ?? null;
    expect(ackedOf(second!.commandId)).toBeInstanceOf(Date);
    expect(ackedOf(badCommand!)).toBeNull();
  });
});
