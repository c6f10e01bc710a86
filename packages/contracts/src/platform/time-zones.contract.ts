import { z } from 'zod';
import { defineCall } from '../core/define-call';
import { envelope } from '../core/envelope';

/** A time zone a location can keep, with its current offset from UTC (`+01:00`). */
export const timeZoneSchema = z.object({
  timeZoneId: z.string(),
  utcOffset: z.string(),
});
export type TimeZone = z.infer<typeof timeZoneSchema>;

/**
 * Spec 001 "POST /api/timezones/search {searchText}". Public: the list is the IANA database and
 * reveals nothing about any account, and the location form needs it before anything else loads.
 */
export const searchTimeZones = defineCall({
  id: 'timeZones.search',
  backend: 'customer',
  method: 'POST',
  path: '/api/timezones/search',
  summary: 'Time zones whose id contains the search text (all when it is empty).',
  access: { kind: 'public' },
  body: z.object({ searchText: z.string().trim().max(100).optional() }),
  response: envelope({ timeZones: z.array(timeZoneSchema) }),
});
