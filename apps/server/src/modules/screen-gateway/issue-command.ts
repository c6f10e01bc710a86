import type { ScreenCommand } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { players, screenCommands } from '../../db/schema';
import { queryRows, type Database } from '../../platform/db/database';
import { uuidArray } from '../../platform/db/id-array';
import { notifyScreens } from '../content';

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
  // One statement with the ids as one array: building a row of parameters per screen costs more
  // than the insert itself when a command goes to hundreds of screens.
  const rows = await queryRows<{ id: string; player_id: string; issued_at: Date | string }>(
    db,
    sql`insert into ${screenCommands} (account_id, player_id, kind, last_log_date_time)
      select p.account_id, p.id, ${input.kind}, ${input.lastLogDateTime?.toISOString() ?? null}::timestamptz
      from ${players} p
      where p.account_id = ${input.accountId}::uuid and p.id = any(${uuidArray(input.playerIds)}::uuid[])
      returning id, player_id, issued_at`,
  );
  const [first] = rows;
  if (!first) return [];
  await notifyScreens(db, {
    type: 'commands',
    command: {
      kind: input.kind,
      issuedAt: new Date(first.issued_at).toISOString(),
      ...(input.lastLogDateTime ? { lastLogDateTime: input.lastLogDateTime.toISOString() } : {}),
    },
    targets: rows.map((row) => [row.player_id, row.id]),
  });
  return rows.map((row) => row.id);
}
