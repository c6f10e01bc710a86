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
  locationName: string | null;
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
      locationName: locations.name,
      mountedDirection: players.mountedDirection,
    })
    .from(players)
    .leftJoin(locations, eq(locations.id, players.locationId))
    .where(eq(players.accountId, accountId))
    .orderBy(asc(players.name), asc(players.playerCode));
}

/** A location of the account as an import reads it: its id and the name the workbook shows. */
export interface WorkbookLocation {
  id: string;
  name: string;
}

/** The account's locations by code. */
export async function accountLocations(
  db: Database,
  accountId: string,
): Promise<Map<string, WorkbookLocation>> {
  const rows = await db
    .select({ id: locations.id, name: locations.name, code: locations.locationCode })
    .from(locations)
    .where(eq(locations.accountId, accountId));
  return new Map(rows.map(({ code, id, name }) => [code, { id, name }]));
}
