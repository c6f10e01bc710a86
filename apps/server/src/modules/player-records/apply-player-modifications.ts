import { sql } from 'drizzle-orm';
import { players } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** A change of one player's name, orientation or location; null keeps what it has. */
export interface PlayerChange {
  id: string | undefined;
  name: string | null;
  mountedDirection: string | null;
  /** The location changes, to `locationId` (null: none). */
  setsLocation: boolean;
  locationId: string | null | undefined;
}

/**
 * Changes the account's players in one statement: all rows change together or none does, in one
 * round trip however many.
 */
export async function applyPlayerModifications(
  tx: Database,
  accountId: string,
  changes: readonly PlayerChange[],
): Promise<void> {
  await tx.execute(sql`
      update ${players} set
        name = coalesce(change.name, ${players.name}),
        mounted_direction = coalesce(change."mountedDirection"::mounted_direction, ${players.mountedDirection}),
        location_id = case when change."setsLocation" then change."locationId" else ${players.locationId} end,
        updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb) as change(
        id uuid, name text, "mountedDirection" text, "setsLocation" boolean, "locationId" uuid)
      where ${players.id} = change.id and ${players.accountId} = ${accountId}`);
}
