import { asc, eq } from 'drizzle-orm';
import { locations, players } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';

/** A player as the workbook has it: the columns a support user may change. */
export interface WorkbookPlayer {
  id: string;
  playerCode: string;
  name: string;
  locationId: string | null;
  locationCode: string | null;
  mountedDirection: string;
}

/** Every player of the account, in the workbook's order (name, then code). */
export function accountPlayers(db: Database, accountId: string): Promise<WorkbookPlayer[]> {
  return db
    .select({
      id: players.id,
      playerCode: players.playerCode,
      name: players.name,
      locationId: players.locationId,
      locationCode: locations.locationCode,
      mountedDirection: players.mountedDirection,
    })
    .from(players)
    .leftJoin(locations, eq(locations.id, players.locationId))
    .where(eq(players.accountId, accountId))
    .orderBy(asc(players.name), asc(players.playerCode));
}

/** The account's location ids by code. */
export async function accountLocations(db: Database, accountId: string) {
  const rows = await db
    .select({ id: locations.id, code: locations.locationCode })
    .from(locations)
    .where(eq(locations.accountId, accountId));
  return new Map(rows.map((row) => [row.code, row.id]));
}
