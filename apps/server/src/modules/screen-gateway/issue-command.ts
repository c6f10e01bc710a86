import type { ScreenCommand } from '@marquee/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { players, screenCommands } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { notifyScreens } from './screen-notices';

export interface IssueCommandInput {
  accountId: string;
  playerIds: readonly string[];
  kind: ScreenCommand['kind'];
  lastLogDateTime?: Date;
}

/**
 * Puts one command per screen in the outbox and pushes it to the connected ones; a screen that is
 * offline gets it when it reconnects. Players of other accounts are skipped. Answers the command
 * ids, one per player found.
 */
export async function issueCommand(db: Database, input: IssueCommandInput): Promise<string[]> {
  if (!input.playerIds.length) return [];
  const owned = await db
    .select({ id: players.id })
    .from(players)
    .where(and(eq(players.accountId, input.accountId), inArray(players.id, [...input.playerIds])));
  if (!owned.length) return [];
  const rows = await db
    .insert(screenCommands)
    .values(
      owned.map((player) => ({
        accountId: input.accountId,
        playerId: player.id,
        kind: input.kind,
        lastLogDateTime: input.lastLogDateTime ?? null,
      })),
    )
    .returning({
      id: screenCommands.id,
      playerId: screenCommands.playerId,
      issuedAt: screenCommands.issuedAt,
    });
  const [first] = rows;
  if (!first) return [];
  await notifyScreens(db, {
    type: 'commands',
    command: {
      kind: input.kind,
      issuedAt: first.issuedAt.toISOString(),
      ...(input.lastLogDateTime ? { lastLogDateTime: input.lastLogDateTime.toISOString() } : {}),
    },
    targets: rows.map((row) => [row.playerId, row.id]),
  });
  return rows.map((row) => row.id);
}
