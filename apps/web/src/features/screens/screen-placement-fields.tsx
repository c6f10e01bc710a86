// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import { Select, TextInput } from '@mantine/core';
import { mountedDirections } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PickerOption } from '@/kit/code-picker';
import { ErrorAlert } from '@/kit/error-alert';
import { ShowMoreButton } from '@/kit/show-more';
import { failureTextOf } from '@/lib/api/api-error';
import { LocationSelect } from './location-select';
import { playerFormatsQuery } from './screens.api';

type MountedDirection = (typeof mountedDirections)[number];

/** What a screen is called, what it is and where it hangs: set when paired, changed later. */
export interface ScreenPlacement {
  name: string;
  playerFormatCode: string | null;
  mountedDirection: MountedDirection;
  location: PickerOption | null;
}

interface ScreenPlacementFieldsProps {
  value: ScreenPlacement;
  onChange: (value: ScreenPlacement) => void;
  disabled?: boolean;
  /** A screen being paired: its name is asked for first. */
  isNew?: boolean;
}

/** The name, format, orientation and location fields of the add wizard and the settings tab. */
export function ScreenPlacementFields({
  value,
  onChange,
  disabled = false,
  isNew = false,
}: ScreenPlacementFieldsProps) {
  const { t } = useTranslation();
  const formats = useQuery(playerFormatsQuery);
  const change = (patch: Partial<ScreenPlacement>) => onChange({ ...value, ...patch });
  return (
    <>
      <TextInput
        label={t('screens.fields.name')}
        value={value.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        maxLength={100}
        required={isNew}
        autoFocus={isNew}
        disabled={disabled}
      />
      <Select
        label={t('screens.fields.format')}
        data={(formats.data ?? []).map((format) => ({
          value: format.playerFormatCode,
          label: format.name,
        }))}
        value={value.playerFormatCode}
        onChange={(code) => code && change({ playerFormatCode: code })}
        allowDeselect={false}
        disabled={disabled}
      />
      {formats.isError && (
        <ErrorAlert>
          {t('screens.fields.formatsFailed')}
          <ShowMoreButton>{failureTextOf(formats.error) ?? formats.error.message}</ShowMoreButton>
        </ErrorAlert>
      )}
      <Select
        label={t('screens.fields.orientation')}
        data={mountedDirections.map((direction) => ({
          value: direction,
          label: t(`screens.mounted.${direction}`),
        }))}
        value={value.mountedDirection}
        onChange={(chosen) =>
          change({
            mountedDirection:
              mountedDirections.find((direction) => direction === chosen) ?? value.mountedDirection,
          })
        }
        allowDeselect={false}
        disabled={disabled}
      />
      <LocationSelect
        label={t('screens.fields.location')}
        value={value.location}
        onChange={(location) => change({ location })}
        disabled={disabled}
      />
    </>
  );
}
