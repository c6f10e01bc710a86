import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createLocation } from '../locations/locations.contract';
import { createPlayer } from './players.contract';
import { setPlayerMediaRowSchedule } from './player-playlist.contract';

function bodyOf<S extends z.ZodType>(call: { body?: S }): S {
  if (!call.body) throw new Error('the call has no body');
  return call.body;
}

describe('screens contracts', () => {
  it('reads a pairing code as the screen shows it, whatever the case', () => {
    const body = bodyOf(createPlayer).parse({
      playerSecret: ' abc234 ',
      name: 'Lobby',
      playerFormatCode: 'fmt',
    });
    expect(body).toMatchObject({
      playerSecret: 'ABC234',
      mountedDirection: 'Landscape',
      pairScreenWithAccount: true,
      tags: [],
    });
    expect(bodyOf(createPlayer).safeParse({ ...body, playerSecret: 'ABC10' }).success).toBe(false);
  });

  it('fills a location with its defaults, upper-cases the country and needs a time zone', () => {
    const location = bodyOf(createLocation).parse({
      locationName: 'Harbour',
      address: { countryISO3: 'swe', timeZoneId: 'Europe/Stockholm' },
    });
    expect(location.address).toMatchObject({
      countryISO3: 'SWE',
      timeZoneId: 'Europe/Stockholm',
      longitude: null,
    });
    const zoneless = bodyOf(createLocation).safeParse({
      locationName: 'Harbour',
      address: { countryISO3: 'swe' },
    });
    expect(zoneless.error?.issues[0]?.message).toBe('a location needs a time zone');
    expect(location.contact).toEqual({ name: null, phoneNumber: null, emailAddress: null });
    expect(bodyOf(createLocation).safeParse({ locationName: ' ' }).success).toBe(false);
  });

  it('refuses a daily window that is not a time and a day mask outside the week', () => {
    const period = (values: object) =>
      bodyOf(setPlayerMediaRowSchedule).safeParse({ periods: [values] }).success;
    expect(period({ weekdayStartTime: '08:00', weekdayEndTime: '17:30', dayOfWeeks: 31 })).toBe(
      true,
    );
    expect(period({ weekdayStartTime: '24:00' })).toBe(false);
    expect(period({ dayOfWeeks: 128 })).toBe(false);
  });
});
