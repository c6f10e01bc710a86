import type { Location } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import {
  canSaveLocation,
  formValuesOf,
  isZoneMatch,
  locationInputOf,
  whatSaveNeeds,
  withCountry,
} from './location-form';

const stored: Location = {
  locationCode: 'loc-1',
  locationName: 'Harbour store',
  description: null,
  postalCode: '41101',
  storeNumber: '12',
  address: {
    addressLine1: 'Quay 1',
    addressLine2: null,
    city: 'Gothenburg',
    countryISO3: 'SWE',
    timeZoneId: 'Europe/Stockholm',
    longitude: 11.97,
    latitude: 57.7,
  },
  contact: { name: 'Ann', phoneNumber: null, emailAddress: null },
  settings: { openingHours: 'x' },
  screens: 3,
};

describe('location form', () => {
  it('starts a new location with every field empty, its zone too, and cannot save it so', () => {
    const values = formValuesOf(null);
    expect(values.timeZoneId).toBe('');
    expect(values.locationName).toBe('');
    expect(canSaveLocation({ ...values, locationName: 'Pier' })).toBe(false);
    expect(canSaveLocation({ ...values, locationName: 'Pier', timeZoneId: 'UTC' })).toBe(true);
  });

  it('names what a location still needs, so a disabled Save is explained', () => {
    const values = formValuesOf(null);
    expect(whatSaveNeeds(values)).toBe('both');
    expect(whatSaveNeeds({ ...values, timeZoneId: 'UTC' })).toBe('name');
    expect(whatSaveNeeds({ ...values, locationName: 'Pier' })).toBe('timeZone');
    expect(whatSaveNeeds({ ...values, locationName: 'Pier', timeZoneId: 'UTC' })).toBeNull();
  });

  it('takes the zone a chosen country proposes, and keeps the zone for a country without one', () => {
    const countries = [
      { countryISO3: 'SWE', name: 'Sweden', timeZoneId: 'Europe/Stockholm' },
      { countryISO3: 'ESP', name: 'Spain', timeZoneId: 'Europe/Madrid' },
    ];
    const utc = { ...formValuesOf(null), timeZoneId: 'UTC' };
    expect(withCountry(utc, 'SWE', countries)).toMatchObject({
      countryISO3: 'SWE',
      timeZoneId: 'Europe/Stockholm',
    });
    expect(withCountry(utc, '', countries).timeZoneId).toBe('UTC');
  });

  it('matches a zone as typed, ignoring case and underscores', () => {
    expect(isZoneMatch('Europe/Stockholm (+01:00)', 'stock')).toBe(true);
    expect(isZoneMatch('America/New_York (-05:00)', 'new york')).toBe(true);
    expect(isZoneMatch('Europe/Stockholm (+01:00)', 'madrid')).toBe(false);
  });

  it('sends cleared fields as null and keeps what the form does not show', () => {
    const values = { ...formValuesOf(stored), city: '  ', locationName: ' Harbour ' };
    const input = locationInputOf(values, stored);
    expect(input.locationName).toBe('Harbour');
    expect(input.address.city).toBeNull();
    expect(input.address.longitude).toBe(11.97);
    expect(input.settings).toEqual({ openingHours: 'x' });
  });
});
