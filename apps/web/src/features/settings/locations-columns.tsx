import { Text } from '@mantine/core';
import type { Location } from '@marquee/contracts';
import type { TFunction } from 'i18next';
import { rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';

export type LocationRow = Location & { id: string };

export function toLocationRow(location: Location): LocationRow {
  return { ...location, id: location.locationCode };
}

export type LocationRowAction = 'edit' | 'delete';

const text = (value: string | null) => value ?? '';

/** The spec's locations columns (001 section 2); the sortable ones carry the list's OrderBy. */
export function locationsColumns(
  t: TFunction,
  countryName: (iso3: string) => string,
  onAction?: (action: LocationRowAction, location: LocationRow) => void,
): DataTableColumn<LocationRow>[] {
  const columns: DataTableColumn<LocationRow>[] = [
    {
      id: 'locationName',
      name: t('locations.columns.locationName'),
      orderBy: 'LocationName',
      locked: true,
      defaultWidth: 180,
      render: (location) => (
        <Text size="sm" fw={500}>
          {location.locationName}
        </Text>
      ),
    },
    {
      id: 'storeNumber',
      name: t('locations.columns.storeNumber'),
      orderBy: 'StoreNumber',
      defaultWidth: 110,
      render: (location) => text(location.storeNumber),
    },
    {
      id: 'description',
      name: t('locations.columns.description'),
      defaultWidth: 180,
      enabled: false,
      render: (location) => text(location.description),
    },
    {
      id: 'postalCode',
      name: t('locations.columns.postalCode'),
      defaultWidth: 100,
      enabled: false,
      render: (location) => text(location.postalCode),
    },
    {
      id: 'city',
      name: t('locations.columns.city'),
      orderBy: 'City',
      defaultWidth: 130,
      render: (location) => text(location.address.city),
    },
    {
      id: 'country',
      name: t('locations.columns.country'),
      defaultWidth: 140,
      render: (location) =>
        location.address.countryISO3 ? countryName(location.address.countryISO3) : '',
    },
    {
      id: 'timeZone',
      name: t('locations.columns.timeZone'),
      defaultWidth: 160,
      render: (location) => location.address.timeZoneId,
    },
    {
      id: 'contactName',
      name: t('locations.columns.contactName'),
      defaultWidth: 140,
      enabled: false,
      render: (location) => text(location.contact.name),
    },
    {
      id: 'screens',
      name: t('locations.columns.screens'),
      defaultWidth: 90,
      render: (location) => String(location.screens),
    },
  ];
  if (!onAction) return columns;
  return [
    ...columns,
    rowOptionsColumn({
      label: (location) => t('locations.options', { name: location.locationName }),
      options: () => [
        { action: 'edit', label: t('locations.edit') },
        { action: 'delete', label: t('locations.delete') },
      ],
      onAction,
    }),
  ];
}
