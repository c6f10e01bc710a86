import type { Country, Location } from '@marquee/contracts';
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

/** A new location starts with no zone: its country proposes one, or the user chooses. */
export function formValuesOf(location: Location | null) {
  return {
    locationName: location?.locationName ?? '',
    storeNumber: location?.storeNumber ?? '',
    description: location?.description ?? '',
    addressLine1: location?.address.addressLine1 ?? '',
    addressLine2: location?.address.addressLine2 ?? '',
    postalCode: location?.postalCode ?? '',
    city: location?.address.city ?? '',
    countryISO3: location?.address.countryISO3 ?? '',
    timeZoneId: location?.address.timeZoneId ?? '',
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
      timeZoneId: values.timeZoneId,
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

/** Choosing a country proposes its zone; the zone can still be changed after. */
export function withCountry(
  values: LocationFormValues,
  countryISO3: string,
  countries: readonly Country[],
): LocationFormValues {
  const proposed = countries.find((country) => country.countryISO3 === countryISO3)?.timeZoneId;
  return { ...values, countryISO3, timeZoneId: proposed ?? values.timeZoneId };
}

/**
 * What a location still needs before it is saved, if anything: a name and a zone (its screens'
 * schedules are read in the zone). The dialog says it beside a Save it keeps disabled.
 */
export function whatSaveNeeds(values: LocationFormValues): 'name' | 'timeZone' | 'both' | null {
  const needsName = values.locationName.trim() === '';
  const needsZone = values.timeZoneId === '';
  if (needsName && needsZone) return 'both';
  if (needsName) return 'name';
  return needsZone ? 'timeZone' : null;
}

export const canSaveLocation = (values: LocationFormValues) => whatSaveNeeds(values) === null;

const zoneText = (text: string) => text.toLowerCase().replace(/_/g, ' ').trim();

/** Whether a zone's label holds the typed text, ignoring case and `_` versus space. */
export const isZoneMatch = (label: string, search: string) =>
  zoneText(label).includes(zoneText(search));
