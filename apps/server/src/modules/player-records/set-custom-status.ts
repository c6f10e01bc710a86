import { and, eq, inArray, isNull } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * Sets (with a null text removes) the custom status of the account's screens with these ids;
 * with `isNewOnly` only of those that have none. Returns the ids it changed: one statement
 * decides which rows change, so two concurrent adds cannot both win.
 */
export function setCustomStatus(
  db: Database,
  rows: { accountId: string; playerIds: readonly string[]; isNewOnly: boolean },
  status: { text: string | null; overwritesOnline: boolean; setAt: Date },
) {
  return db
    .update(players)
    .set({
      customStatusText: status.text,
      customStatusOverwritesOnline: status.overwritesOnline,
      customStatusSetAt: status.text === null ? null : status.setAt,
    })
    .where(
      and(
        eq(players.accountId, rows.accountId),
        inArray(players.id, [...rows.playerIds]),
        rows.isNewOnly ? isNull(players.customStatusText) : undefined,
      ),
    )
    .returning({ id: players.id });
}
