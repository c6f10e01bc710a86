import type { Location } from '@marquee/contracts';
import type { LocationInput } from './locations.api';

/** The location form's fields, all as typed text. */
export interface LocationFormValues {
  locationName: string;
  storeNumber: string;
  description: string;
  addressLine1: string;
  addressLine2: string;
  postalCode: string;
  city: string;
  countryISO3: string;
  timeZoneId: string;
  contactName: string;
  phoneNumber: string;
  emailAddress: string;
}

export function formValuesOf(location: Location | null, defaultTimeZone: string) {
  return {
    locationName: location?.locationName ?? '',
    storeNumber: location?.storeNumber ?? '',
    description: location?.description ?? '',
    addressLine1: location?.address.addressLine1 ?? '',
    addressLine2: location?.address.addressLine2 ?? '',
    postalCode: location?.postalCode ?? '',
    city: location?.address.city ?? '',
    countryISO3: location?.address.countryISO3 ?? '',
    timeZoneId: location?.address.timeZoneId ?? defaultTimeZone,
    contactName: location?.contact.name ?? '',
    phoneNumber: location?.contact.phoneNumber ?? '',
    emailAddress: location?.contact.emailAddress ?? '',
  } satisfies LocationFormValues;
}

/** Blank fields are sent as null, so clearing a field clears it on the server too. */
const orNull = (value: string) => value.trim() || null;

/** The form as the create and update calls take it; the settings and position are kept. */
export function locationInputOf(values: LocationFormValues, location: Location | null) {
  return {
    locationName: values.locationName.trim(),
    storeNumber: orNull(values.storeNumber),
    description: orNull(values.description),
    postalCode: orNull(values.postalCode),
    address: {
      addressLine1: orNull(values.addressLine1),
      addressLine2: orNull(values.addressLine2),
      city: orNull(values.city),
      countryISO3: orNull(values.countryISO3),
      timeZoneId: values.timeZoneId || 'UTC',
      longitude: location?.address.longitude ?? null,
      latitude: location?.address.latitude ?? null,
    },
    contact: {
      name: orNull(values.contactName),
      phoneNumber: orNull(values.phoneNumber),
      emailAddress: orNull(values.emailAddress),
    },
    settings: location?.settings ?? {},
  } satisfies LocationInput;
}
