import type { Database } from '../../platform/db/database';
import { recordPlays, type PlayBatch, type PlayBatchOutcome } from './record-plays';

interface Waiting {
  batch: PlayBatch;
  settle: (outcome: PlayBatchOutcome) => void;
  fail: (error: unknown) => void;
}

/** About a statement's worth of plays: several screens' batches go together up to it. */
const playsPerStatement = 5_000;
/**
 * Statements written at once: one alone leaves the database waiting on each round trip, and the
 * rollups' rows are taken in one order by every statement, so they never deadlock.
 */
const concurrentStatements = 4;

/**
 * Writes the screens' batches of plays, many screens to a statement: while one statement runs,
 * the batches that arrive meanwhile gather and go together in the next. A screen hears its
 * outcome only once its plays are committed, and may forget them then.
 */
export class PlayBatcher {
  private waiting: Waiting[] = [];
  private readonly writers = new Set<Promise<void>>();

  constructor(private readonly db: () => Database) {}

  record(batch: PlayBatch): Promise<PlayBatchOutcome> {
    return new Promise((settle, fail) => {
      this.waiting.push({ batch, settle, fail });
      if (this.writers.size < concurrentStatements) {
        const writer = this.writeAll().finally(() => this.writers.delete(writer));
        this.writers.add(writer);
      }
    });
  }

  /** Settles once every batch recorded so far is written. */
  async flush(): Promise<void> {
    while (this.writers.size) await Promise.all(this.writers);
  }

  private async writeAll(): Promise<void> {
    while (this.waiting.length) {
      const group = this.takeGroup();
      try {
        const outcomes = await recordPlays(
          this.db(),
          group.map((waiting) => waiting.batch),
        );
        group.forEach((waiting, index) => waiting.settle(outcomes[index] as PlayBatchOutcome));
      } catch (error) {
        if (group.length === 1) group[0]?.fail(error);
        // Should a statement of many screens fail, each batch goes alone: one the database
        // refuses fails its own screen, which sends it again later, and no other.
        else {
          for (const waiting of group) {
            await recordPlays(this.db(), [waiting.batch]).then(
              ([outcome]) => waiting.settle(outcome as PlayBatchOutcome),
              waiting.fail,
            );
          }
        }
      }
    }
  }

  /**
   * The next statement's batches, in the order they came, at most one of each screen: the
   * statement tells what it stored per screen (a screen's second batch waits for the next).
   */
  private takeGroup(): Waiting[] {
    const group: Waiting[] = [];
    const rest: Waiting[] = [];
    const players = new Set<string>();
    let plays = 0;
    for (const waiting of this.waiting) {
      const { playerId, plays: batch } = waiting.batch;
      const isFull = group.length > 0 && plays + batch.length > playsPerStatement;
      if (isFull || players.has(playerId)) rest.push(waiting);
      else {
        group.push(waiting);
        players.add(playerId);
        plays += batch.length;
      }
    }
    this.waiting = rest;
    return group;
  }
}
