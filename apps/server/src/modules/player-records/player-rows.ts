import { and, eq, inArray } from 'drizzle-orm';
import type { PgInsertValue, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** The screens a write touches: these ids, and only the account's when an account is named. */
interface PlayerRows {
  playerIds: readonly string[];
  accountId?: string;
}

const rowsOf = ({ playerIds, accountId }: PlayerRows) =>
  and(
    inArray(players.id, [...playerIds]),
    accountId === undefined ? undefined : eq(players.accountId, accountId),
  );

// Each returns the statement, so a caller picks what it returns (`.returning(...)`) and runs it
// in its own transaction, beside its `recordContentChange`, by awaiting it.

/** Saves a new screen of an account. */
export function insertPlayerRow(db: Database, columns: PgInsertValue<typeof players>) {
  return db.insert(players).values(columns);
}

/** Changes columns of screens: their settings, their device, their permission tags. */
export function updatePlayerRows(
  db: Database,
  rows: PlayerRows,
  changes: PgUpdateSetSource<typeof players>,
) {
  return db.update(players).set(changes).where(rowsOf(rows));
}

/** Deletes screens; the rows that hang on them (tags, channels, commands) go with them. */
export function deletePlayerRows(db: Database, rows: PlayerRows) {
  return db.delete(players).where(rowsOf(rows));
}
