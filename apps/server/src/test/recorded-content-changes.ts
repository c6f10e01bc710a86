import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contentChanges } from '../db/schema';
import { contentChangeChannel } from '../modules/content';
import type { Database } from '../platform/db/database';

/** Carries what a transaction read out of it while rolling it back. */
class RolledBack extends Error {
  constructor(readonly found: { playerIds: string[]; records: number; refusal: unknown }) {
    super('rolled back');
  }
}

/**
 * What a write records for the account's screens, read inside its transaction before that is
 * rolled back (a committed record is processed and gone before anyone could read it): how many
 * records, the screens they name (sorted, once each) and what the write threw, if it was refused
 * (its records went with it).
 */
export async function contentChangesOf(
  db: Database,
  accountId: string,
  write: (tx: Database) => Promise<unknown>,
): Promise<{ playerIds: string[]; records: number; refusal: unknown }> {
  return db
    .transaction(async (tx) => {
      const refusal = await write(tx).then(
        () => undefined,
        (error: unknown) => error,
      );
      const rows = await tx
        .select({ playerIds: contentChanges.playerIds })
        .from(contentChanges)
        .where(eq(contentChanges.accountId, accountId));
      const playerIds = [...new Set(rows.flatMap((row) => row.playerIds))].sort();
      throw new RolledBack({ playerIds, records: rows.length, refusal });
    })
    .catch((error: unknown) => {
      if (error instanceof RolledBack) return error.found;
      throw error;
    });
}

/**
 * Hears the content changes committed for the account from now on, as every server process
 * does: what writes made through the app recorded, though processing removes each record before
 * the answer. `count` settles once every change committed before it was asked has been heard.
 */
export async function hearContentChanges(app: FastifyInstance, accountId: string) {
  let heard = 0;
  const listening = await app.database.listen(contentChangeChannel, {
    onNotice: (payload) => {
      if (payload === accountId) heard += 1;
    },
    onListening: () => undefined,
  });
  return {
    count: async () => {
      await listening.catchUp();
      return heard;
    },
    stop: () => listening.stop(),
  };
}
