import {
  char,
  doublePrecision,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { belongsTo, createdAt, id, publicCode, updatedAt } from './columns';

/**
 * A store or site of an account, with the address, contact and the time zone its screens keep.
 * @owner modules/locations
 */
export const locations = pgTable(
  'locations',
  {
    id: id(),
    accountId: belongsTo('account_id', () => accounts.id),
    locationCode: publicCode('location_code'),
    name: text('name').notNull(),
    description: text('description'),
    storeNumber: text('store_number'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    postalCode: text('postal_code'),
    city: text('city'),
    countryIso3: char('country_iso3', { length: 3 }),
    /** IANA zone; schedules of the location's screens are read in it. */
    timeZoneId: text('time_zone_id').notNull().default('UTC'),
    longitude: doublePrecision('longitude'),
    latitude: doublePrecision('latitude'),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('locations_account_id_location_code_key').on(t.accountId, t.locationCode),
    index('locations_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/**
 * Locations a user works at; roles with "same location only" levels look at these.
 * @owner modules/users
 */
export const userLocations = pgTable(
  'user_locations',
  {
    userId: belongsTo('user_id', () => users.id),
    locationId: belongsTo('location_id', () => locations.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.locationId] }),
    index('user_locations_location_id_idx').on(t.locationId),
  ],
);
