import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';

/** A screen's answer to one of its commands. */
export interface CommandAck {
  commandId: string;
  ok: boolean;
  message?: string | undefined;
}

interface Waiting {
  playerId: string;
  ack: CommandAck;
  settle: (isKnown: boolean) => void;
  fail: (error: unknown) => void;
}

const acksPerStatement = 1_000;

/**
 * Records the screens' acknowledgements, many to a statement: while one statement runs, the acks
 * that arrive meanwhile gather and go together in the next. A lone ack is written at once, and a
 * command to a whole fleet costs a handful of statements instead of one per screen.
 */
export class CommandAckBatcher {
  private waiting: Waiting[] = [];
  private writing: Promise<void> | undefined;

  constructor(private readonly db: () => Database) {}

  /**
   * Records the ack; answers whether the command is this player's. A repeated ack (of a
   * redelivered command) changes nothing.
   */
  record(playerId: string, ack: CommandAck): Promise<boolean> {
    return new Promise((settle, fail) => {
      this.waiting.push({ playerId, ack, settle, fail });
      this.writing ??= this.writeAll();
    });
  }

  /** Settles once every ack recorded so far is written. */
  async flush(): Promise<void> {
    await this.writing;
  }

  private async writeAll(): Promise<void> {
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, acksPerStatement);
      try {
        await this.write(batch);
      } catch (error) {
        if (batch.length === 1) batch[0]?.fail(error);
        // Screens' text is checked before it gets here, but should a batch still fail, its acks
        // are written one by one: an ack the database refuses fails alone, and the other
        // screens' commands are not sent and run again.
        else for (const waiting of batch) await this.write([waiting]).catch(waiting.fail);
      }
    }
    this.writing = undefined;
  }

  private async write(batch: readonly Waiting[]): Promise<void> {
    const known = await acknowledgeCommands(this.db(), batch);
    for (const waiting of batch) {
      waiting.settle(known.has(keyOf(waiting.playerId, waiting.ack.commandId)));
    }
  }
}

const keyOf = (playerId: string, commandId: string) => `${playerId} ${commandId}`;

/**
 * Records each screen's first answer to its command in one UPDATE; answers the acks that named a
 * command of their own player. An ack of another screen's command matches no row.
 */
async function acknowledgeCommands(
  db: Database,
  acks: readonly { playerId: string; ack: CommandAck }[],
): Promise<Set<string>> {
  // One row per command: of two acks of one command in a batch, the first one counts (a Map
  // keeps the last value set for a key, so the acks go in newest first).
  const unique = new Map(
    acks.toReversed().map((entry) => [keyOf(entry.playerId, entry.ack.commandId), entry]),
  );
  // The batch goes as one JSON parameter: a parameter per value costs more to build than the
  // update takes.
  const batch = JSON.stringify(
    [...unique.values()].map(({ playerId, ack }) => ({
      id: ack.commandId,
      player_id: playerId,
      ok: ack.ok,
      message: ack.message ?? null,
    })),
  );
  const rows = await queryRows<{ id: string; player_id: string }>(
    db,
    sql`
    update screen_commands c set
      acked_at = coalesce(c.acked_at, now()),
      is_ack_ok = case when c.acked_at is null then v.ok else c.is_ack_ok end,
      ack_message = case when c.acked_at is null then v.message else c.ack_message end
    from json_to_recordset(${batch}::json) as v(id uuid, player_id uuid, ok boolean, message text)
    where c.id = v.id and c.player_id = v.player_id
    returning c.id, c.player_id`,
  );
  return new Set(rows.map((row) => keyOf(row.player_id, row.id)));
}
