import type {
  CallBody,
  CallQuery,
  createLocation,
  listLocations,
  Location,
} from '@marquee/contracts';
import { conditionLeaves, readCondition } from '@marquee/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import { locations, players } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { listPage } from '../../platform/db/list-page';
import { sortKey } from '../../platform/db/list-sort';
import { playersOutsideScope, type Actor, type OutsideCounter, type RoleFilters } from '../scope';
import { BadRequest, Forbidden, NotFound } from '../../platform/errors';
import { recordContentChange } from '../content';
import { ownSettingsOf, replaceOwnSettings } from '../player-settings';

type LocationInput = CallBody<typeof createLocation>;

const sortKeys = {
  LocationName: sortKey(locations.name),
  StoreNumber: sortKey(locations.storeNumber),
  City: sortKey(locations.city),
};

const columns = {
  id: locations.id,
  locationCode: locations.locationCode,
  name: locations.name,
  description: locations.description,
  postalCode: locations.postalCode,
  storeNumber: locations.storeNumber,
  addressLine1: locations.addressLine1,
  addressLine2: locations.addressLine2,
  city: locations.city,
  countryIso3: locations.countryIso3,
  timeZoneId: locations.timeZoneId,
  longitude: locations.longitude,
  latitude: locations.latitude,
  contactName: locations.contactName,
  contactPhone: locations.contactPhone,
  contactEmail: locations.contactEmail,
};
type LocationRow = { [K in keyof typeof columns]: (typeof locations.$inferSelect)[K] };

function isTimeZone(timeZoneId: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timeZoneId });
    return true;
  } catch {
    return false;
  }
}

function toColumns(input: LocationInput) {
  if (!isTimeZone(input.address.timeZoneId)) {
    throw new BadRequest('address.timeZoneId: is not a known time zone');
  }
  return {
    name: input.locationName,
    description: input.description,
    postalCode: input.postalCode,
    storeNumber: input.storeNumber,
    addressLine1: input.address.addressLine1,
    addressLine2: input.address.addressLine2,
    city: input.address.city,
    countryIso3: input.address.countryISO3,
    timeZoneId: input.address.timeZoneId,
    longitude: input.address.longitude,
    latitude: input.address.latitude,
    contactName: input.contact.name,
    contactPhone: input.contact.phoneNumber,
    contactEmail: input.contact.emailAddress,
  };
}

/**
 * Locations as the spec names them, with their screen counts in one grouped query: the screens
 * the actor may see, so a location reveals nothing of the screens outside their scope.
 */
async function toLocations(db: Database, actor: Actor, rows: LocationRow[]): Promise<Location[]> {
  const ids = rows.map((row) => row.id);
  const counts = ids.length
    ? await db
        .select({ locationId: players.locationId, screens: count() })
        .from(players)
        .where(and(await actor.players(), inArray(players.locationId, ids)))
        .groupBy(players.locationId)
    : [];
  const screensOf = new Map(counts.map((row) => [row.locationId, row.screens]));
  const settingsOf = await ownSettingsOf(db, 'Location', ids);
  return rows.map((row) => ({
    locationCode: row.locationCode,
    locationName: row.name,
    description: row.description,
    postalCode: row.postalCode,
    storeNumber: row.storeNumber,
    address: {
      addressLine1: row.addressLine1,
      addressLine2: row.addressLine2,
      city: row.city,
      countryISO3: row.countryIso3,
      timeZoneId: row.timeZoneId,
      longitude: row.longitude,
      latitude: row.latitude,
    },
    contact: {
      name: row.contactName,
      phoneNumber: row.contactPhone,
      emailAddress: row.contactEmail,
    },
    settings: settingsOf.get(row.id) ?? {},
    screens: screensOf.get(row.id) ?? 0,
  }));
}

export async function searchLocations(
  db: Database,
  actor: Actor,
  query: CallQuery<typeof listLocations>,
) {
  const { rows, ...page } = await listPage(db, {
    table: locations,
    columns,
    key: locations.id,
    where: eq(locations.accountId, actor.accountId),
    search: { text: query.SearchText, in: locations.name },
    sortKeys,
    orderBy: query.OrderBy,
    order: query.Order,
    page: query,
  });
  return { locations: await toLocations(db, actor, rows), ...page };
}

/** Its own player settings are checked and kept in the settings store, in the same transaction. */
export async function addLocation(db: Database, actor: Actor, input: LocationInput) {
  const rows = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(locations)
      .values({ accountId: actor.accountId, ...toColumns(input) })
      .returning(columns);
    if (rows[0] && input.settings) {
      const target = {
        accountId: actor.accountId,
        level: 'Location',
        locationId: rows[0].id,
      } as const;
      await replaceOwnSettings(tx, target, input.settings);
    }
    return rows;
  });
  const [location] = await toLocations(db, actor, rows);
  if (!location) throw new Error('Creating a location returned no row');
  return location;
}

/**
 * Changes a location; its screens are told, since their schedules are read in its time zone and
 * their settings may come from it. All of them must lie inside the actor's scope (`screensAt`).
 */
export async function modifyLocation(
  db: Database,
  actor: Actor,
  locationCode: string,
  input: LocationInput,
) {
  const outside = await playersOutsideScope(actor);
  const rows = await db.transaction(async (tx) => {
    const rows = await tx
      .update(locations)
      .set(toColumns(input))
      .where(
        and(eq(locations.accountId, actor.accountId), eq(locations.locationCode, locationCode)),
      )
      .returning(columns);
    if (!rows[0]) return rows;
    if (input.settings) {
      const target = {
        accountId: actor.accountId,
        level: 'Location',
        locationId: rows[0].id,
      } as const;
      await replaceOwnSettings(tx, target, input.settings);
    }
    await recordContentChange(tx, await screensAt(tx, actor, outside, rows[0].id));
    return rows;
  });
  const [location] = await toLocations(db, actor, rows);
  if (!location) throw new NotFound('There is no location with that code.');
  return location;
}

/**
 * Deletes a location; its screens stay, without one (and its time zone), and are told. All of
 * them must lie inside the actor's scope (`screensAt`), and the actor's own scope must not name
 * it (`scopeNamesLocation`).
 */
export async function removeLocation(db: Database, actor: Actor, locationCode: string) {
  const ownScope = await actor.roleFilters();
  const outside = await playersOutsideScope(actor);
  await db.transaction(async (tx) => {
    const [location] = await tx
      .select({ id: locations.id })
      .from(locations)
      .where(
        and(eq(locations.accountId, actor.accountId), eq(locations.locationCode, locationCode)),
      );
    if (!location) throw new NotFound('There is no location with that code.');
    if (scopeNamesLocation(ownScope, locationCode)) {
      throw new Forbidden(
        'This location sets which screens you may reach, so you cannot delete it.',
      );
    }
    await recordContentChange(tx, await screensAt(tx, actor, outside, location.id));
    await tx.delete(locations).where(eq(locations.id, location.id));
  });
}

/**
 * Whether a screens filter of the actor's roles names the location (In or NotIn). Deleting it
 * would change the actor's own scope: an In leaf would take its screens out of it, a NotIn leaf
 * let them in, since they stay without a location. Changing a location keeps its code, and
 * filters name locations by code only, so only a delete moves the scope.
 */
function scopeNamesLocation(filters: readonly RoleFilters[] | undefined, locationCode: string) {
  return (filters ?? []).some(({ screensFilter }) => {
    const read = readCondition(screensFilter?.condition);
    if ('problem' in read || !read.condition) return false;
    return conditionLeaves(read.condition).some(
      ({ leaf }) => leaf.nodeType === 'Locations' && leaf.codes.includes(locationCode),
    );
  });
}

/**
 * The screens at a location, whose schedules run in its time zone and filters may name it; 403
 * when any lies outside the actor's scope, since a write that changes what they play is not for
 * someone who cannot see them.
 */
async function screensAt(db: Database, actor: Actor, outside: OutsideCounter, locationId: string) {
  const screens = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.locationId, locationId));
  const playerIds = screens.map((screen) => screen.id);
  if ((await outside(db, playerIds)) > 0) {
    throw new Forbidden('This location has screens outside your reach.');
  }
  return { accountId: actor.accountId, playerIds };
}
