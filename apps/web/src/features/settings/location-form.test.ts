import type { Location } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { formValuesOf, locationInputOf } from './location-form';

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
  it('starts a new location in the browser time zone with every field empty', () => {
    const values = formValuesOf(null, 'Europe/Madrid');
    expect(values.timeZoneId).toBe('Europe/Madrid');
    expect(values.locationName).toBe('');
  });

  it('sends cleared fields as null and keeps what the form does not show', () => {
    const values = { ...formValuesOf(stored, 'UTC'), city: '  ', locationName: ' Harbour ' };
    const input = locationInputOf(values, stored);
    expect(input.locationName).toBe('Harbour');
    expect(input.address.city).toBeNull();
    expect(input.address.longitude).toBe(11.97);
    expect(input.settings).toEqual({ openingHours: 'x' });
  });
});
