// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { Location } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import {
  formValuesOf,
  isZoneMatch,
  locationInputOf,
  whatSaveNeeds,
  withCountry,
  type LocationFormValues,
} from './location-form';
import { countriesQuery, timeZonesQuery, useSaveLocation } from './locations.api';

interface LocationModalProps {
  /** Null adds a new location. */
  location: Location | null;
  onClose: () => void;
}

type TextField = Exclude<keyof LocationFormValues, 'countryISO3' | 'timeZoneId'>;
const textFields: { name: TextField; maxLength: number }[] = [
  { name: 'locationName', maxLength: 100 },
  { name: 'storeNumber', maxLength: 50 },
  { name: 'description', maxLength: 256 },
  { name: 'addressLine1', maxLength: 200 },
  { name: 'addressLine2', maxLength: 200 },
  { name: 'postalCode', maxLength: 20 },
  { name: 'city', maxLength: 100 },
  { name: 'contactName', maxLength: 100 },
  { name: 'phoneNumber', maxLength: 50 },
  { name: 'emailAddress', maxLength: 200 },
];

/** Adds or edits a location: its name, address, time zone and contact. */
export function LocationModal({ location, onClose }: LocationModalProps) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState(() => formValuesOf(location));
  const [isZoneLeft, setZoneLeft] = useState(false);
  const countries = useQuery(countriesQuery(i18n.language));
  const timeZones = useQuery(timeZonesQuery);
  const save = useSaveLocation(location?.locationCode ?? null);
  const needs = whatSaveNeeds(values);
  const set = (name: keyof LocationFormValues, value: string) =>
    setValues((current) => ({ ...current, [name]: value }));

  return (
    <KitModal
      opened
      onClose={onClose}
      title={
        location ? t('locations.editTitle', { name: location.locationName }) : t('locations.add')
      }
      onConfirm={() => save.mutate(locationInputOf(values, location), { onSuccess: onClose })}
      confirmLabel={t('locations.save')}
      isConfirming={save.isPending}
      isConfirmDisabled={needs !== null}
      errorMessage={failureTextOf(save.error)}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {textFields.map(({ name, maxLength }) => (
          <TextInput
            key={name}
            label={t(`locations.fields.${name}`)}
            value={values[name]}
            onChange={(event) => set(name, event.currentTarget.value)}
            maxLength={maxLength}
            required={name === 'locationName'}
          />
        ))}
        <Select
          label={t('locations.fields.country')}
          data={(countries.data ?? []).map((c) => ({ value: c.countryISO3, label: c.name }))}
          value={values.countryISO3 || null}
          onChange={(value) => setValues(withCountry(values, value ?? '', countries.data ?? []))}
          searchable
          clearable
        />
        <Select
          label={t('locations.fields.timeZone')}
          data={(timeZones.data ?? []).map((zone) => ({
            value: zone.timeZoneId,
            label: `${zone.timeZoneId} (${zone.utcOffset})`,
          }))}
          value={values.timeZoneId || null}
          onChange={(value) => set('timeZoneId', value ?? '')}
          searchable
          // Typing replaces the chosen zone's text rather than adding to it.
          onFocus={(event) => event.currentTarget.select()}
          onBlur={() => setZoneLeft(true)}
          filter={({ options, search }) =>
            options.filter((option) => 'label' in option && isZoneMatch(option.label, search))
          }
          required
          error={isZoneLeft && !values.timeZoneId ? t('locations.zoneNeeded') : undefined}
          allowDeselect={false}
          limit={100}
        />
      </SimpleGrid>
      {needs && (
        <Text size="sm" c="dimmed" mt="sm" role="status">
          {t(`locations.saveNeeds.${needs}`)}
        </Text>
      )}
    </KitModal>
  );
}
