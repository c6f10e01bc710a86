import type { ScreenCommand } from '@marquee/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { screenCommands } from '../../db/schema';
import { queryRows, type Database } from '../../platform/db/database';
import { uuidArray } from '../../platform/db/id-array';

/** A screen is sent at most this many waiting commands at once, oldest first. */
const maxPendingPerScreen = 100;

/**
 * The unacknowledged commands of each screen, oldest first, counted as delivered once more; a
 * screen without any is left out. One statement for many screens, with the ids as one array.
 */
export async function takePendingCommands(
  db: Database,
  playerIds: readonly string[],
): Promise<Map<string, ScreenCommand[]>> {
  const rows = await queryRows<{
    id: string;
    player_id: string;
    kind: ScreenCommand['kind'];
    last_log_date_time: Date | string | null;
    issued_at: Date | string;
  }>(
    db,
    sql`with pending as (
        select id, row_number() over (partition by player_id order by issued_at) as place
        from ${screenCommands}
        where player_id = any(${uuidArray(playerIds)}::uuid[]) and acked_at is null
      )
      update ${screenCommands} c set delivery_count = c.delivery_count + 1
      from pending
      where c.id = pending.id and pending.place <= ${maxPendingPerScreen}
      returning c.id, c.player_id, c.kind, c.last_log_date_time, c.issued_at`,
  );
  const isoOf = (value: Date | string) => new Date(value).toISOString();
  const taken = rows.map((row) => ({
    playerId: row.player_id,
    command: {
      commandId: row.id,
      kind: row.kind,
      issuedAt: isoOf(row.issued_at),
      ...(row.last_log_date_time ? { lastLogDateTime: isoOf(row.last_log_date_time) } : {}),
    } satisfies ScreenCommand,
  }));
  const byPlayer = new Map<string, ScreenCommand[]>();
  for (const { playerId, command } of taken.sort((a, b) =>
    a.command.issuedAt.localeCompare(b.command.issuedAt),
  )) {
    byPlayer.set(playerId, [...(byPlayer.get(playerId) ?? []), command]);
  }
  return byPlayer;
}

/**
 * Keeps the screenshot or log a command ordered; a second upload for the same command (a repeated
 * delivery) replaces the first rather than adding one.
 */
export async function storeCommandResult(
  db: Database,
  playerId: string,
  upload: { commandId: string; kind: 'orderScreenshot' | 'orderLogs'; type: string; body: Buffer },
): Promise<boolean> {
  const [row] = await db
    .update(screenCommands)
    .set({
      resultType: upload.type,
      resultBody: upload.body,
      resultAt: sql`now()`,
      ackedAt: sql`coalesce(${screenCommands.ackedAt}, now())`,
      isAckOk: sql`coalesce(${screenCommands.isAckOk}, true)`,
    })
    .where(
      and(
        eq(screenCommands.id, upload.commandId),
        eq(screenCommands.playerId, playerId),
        eq(screenCommands.kind, upload.kind),
      ),
    )
    .returning({ id: screenCommands.id });
  return row !== undefined;
}
