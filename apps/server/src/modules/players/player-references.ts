import { and, eq, isNull, or } from 'drizzle-orm';
import { locations, playerFormats } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { NotFound } from '../../platform/errors';

/** A format the account may give a screen: a global one or its own; 404 otherwise. */
export async function findUsableFormat(db: Database, actor: Actor, playerFormatCode: string) {
  const [format] = await db
    .select({ id: playerFormats.id })
    .from(playerFormats)
    .where(
      and(
        eq(playerFormats.playerFormatCode, playerFormatCode),
        or(isNull(playerFormats.accountId), eq(playerFormats.accountId, actor.accountId)),
      ),
    );
  if (!format) throw new NotFound('playerFormatCode: There is no screen format with that code.');
  return format.id;
}

/** The id of the account's location with this code (null stays null); 404 for another's. */
export async function findLocationId(
  db: Database,
  actor: Actor,
  locationCode: string | null | undefined,
): Promise<string | null> {
  if (!locationCode) return null;
  const [location] = await db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.accountId, actor.accountId), eq(locations.locationCode, locationCode)));
  if (!location) throw new NotFound('There is no location with that code.');
  return location.id;
}
