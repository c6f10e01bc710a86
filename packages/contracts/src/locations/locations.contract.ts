import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall } from '../core/define-call';
import { emptyAnswer, envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText } from '../core/paging';
import { screensEdit, screensView } from '../players/player-schemas';

const optionalText = (max: number) => z.string().trim().max(max).nullable().default(null);

/** A location as the spec names it (001 section 3 Location). */
export const locationInputSchema = z.object({
  locationName: z.string().trim().min(1, 'a location needs a name').max(100),
  description: optionalText(256),
  postalCode: optionalText(20),
  storeNumber: optionalText(50),
  address: z.object({
    addressLine1: optionalText(200),
    addressLine2: optionalText(200),
    city: optionalText(100),
    countryISO3: z
      .string()
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'must be a three-letter country code')
      .transform((c) => c.toUpperCase())
      .nullable()
      .default(null),
    // Every schedule of the location's screens is read in it, so it is never guessed.
    timeZoneId: z
      .string({ error: 'a location needs a time zone' })
      .trim()
      .min(1, 'a location needs a time zone')
      .max(64)
      .meta({ examples: ['Europe/Stockholm'] }),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    latitude: z.number().min(-90).max(90).nullable().default(null),
  }),
  contact: z
    .object({
      name: optionalText(100),
      phoneNumber: optionalText(50),
      emailAddress: optionalText(200),
    })
    .prefault({}),
  settings: z.record(z.string(), z.unknown()).optional().meta({
    description:
      "The location's own player settings by code (null unsets one); those left out inherit from the account. Left out: unchanged.",
  }),
});

export const locationSchema = z.object({
  locationCode: codeOf('location'),
  locationName: z.string(),
  description: z.string().nullable(),
  postalCode: z.string().nullable(),
  storeNumber: z.string().nullable(),
  address: z.object({
    addressLine1: z.string().nullable(),
    addressLine2: z.string().nullable(),
    city: z.string().nullable(),
    countryISO3: z.string().nullable(),
    timeZoneId: z.string(),
    longitude: z.number().nullable(),
    latitude: z.number().nullable(),
  }),
  contact: z.object({
    name: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    emailAddress: z.string().nullable(),
  }),
  /** The location's own player settings by code; null is an unset. */
  settings: z.record(z.string(), z.unknown()),
  /** How many screens the location has (the list's screens column). */
  screens: z.number().int(),
});
export type Location = z.infer<typeof locationSchema>;

export const listLocations = defineCall({
  id: 'locations.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/locations',
  summary: "The account's locations, with search and paging.",
  access: screensView,
  query: z.object({
    SearchText: searchText,
    OrderBy: z.enum(['LocationName', 'StoreNumber', 'City']).default('LocationName'),
    Order: z.enum(['asc', 'desc']).default('asc'),
    ...pagingShape,
  }),
  response: envelope({ locations: z.array(locationSchema), ...pageAnswerShape }),
});

export const createLocation = defineCall({
  id: 'locations.create',
  backend: 'customer',
  method: 'POST',
  path: '/api/locations',
  summary: 'Creates a location.',
  access: screensEdit,
  body: locationInputSchema,
  response: envelope({ location: locationSchema }),
  status: 201,
});

export const updateLocation = defineCall({
  id: 'locations.update',
  backend: 'customer',
  method: 'PUT',
  path: '/api/locations/{code}',
  summary:
    'Changes a location; its screens then keep its time zone. 403 when it has screens outside ' +
    "the caller's scope.",
  access: screensEdit,
  params: z.object({ code: codeOf('location') }),
  body: locationInputSchema,
  response: envelope({ location: locationSchema }),
});

export const deleteLocation = defineCall({
  id: 'locations.delete',
  backend: 'customer',
  method: 'DELETE',
  path: '/api/locations/{code}',
  summary:
    'Deletes a location; its screens are left without one. 403 when it has screens outside ' +
    "the caller's scope.",
  access: screensEdit,
  params: z.object({ code: codeOf('location') }),
  response: emptyAnswer,
});

/** A country, with the time zone a location there most likely has (its capital's). */
export const countrySchema = z.object({
  countryISO3: z.string(),
  name: z.string(),
  timeZoneId: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const listCountries = defineCall({
  id: 'locations.countries',
  backend: 'customer',
  method: 'POST',
  path: '/api/locations/countries',
  summary: 'Countries a location can be in, named in the given language.',
  access: screensView,
  body: z.object({ languageCode: z.string().trim().max(10).optional() }).default({}),
  response: envelope({ countries: z.array(countrySchema) }),
});
