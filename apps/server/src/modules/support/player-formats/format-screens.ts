import { count, eq } from 'drizzle-orm';
import { players } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { followFormatChange } from '../../channels';
import { groupBy, recordContentChanges } from '../../content';

/** How many screens, of any client, play in the format. */
export async function screensUsingFormat(db: Database, formatId: string): Promise<number> {
  const [row] = await db
    .select({ screens: count() })
    .from(players)
    .where(eq(players.playerFormatId, formatId));
  return row?.screens ?? 0;
}

/**
 * Lays the format's screens out anew after it changed: each screen's playlist follows the
 * layers, and each client's screens are told in the writing transaction. A fixed number of
 * statements however many screens and clients play in the format.
 */
export async function relayFormatScreens(tx: Database, formatId: string): Promise<void> {
  const screens = await tx
    .select({
      id: players.id,
      accountId: players.accountId,
      playerFormatId: players.playerFormatId,
    })
    .from(players)
    .where(eq(players.playerFormatId, formatId));
  await followFormatChange(tx, screens);
  const byAccount = groupBy(screens, (screen) => screen.accountId);
  await recordContentChanges(
    tx,
    [...byAccount].map(([accountId, ofAccount]) => ({
      accountId,
      playerIds: ofAccount.map((screen) => screen.id),
    })),
  );
}
