// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Divider, Group, Select, Stack, Switch, TextInput } from '@mantine/core';
import { mountedDirections, type CallResponse, type getPlayerSettings } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PickerOption } from '@/kit/code-picker';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/lib/api/api-error';
import { LocationSelect } from '../location-select';
import { playerFormatsQuery } from '../screens.api';
import type { ScreenRow } from '../screens.api';
import { settingsQuery, useSetShowName, useUpdateSettings } from '../screen-details.api';
import { ScreenLifecycleActions } from './screen-lifecycle-actions';

interface ScreenSettingsTabProps {
  screen: ScreenRow;
  canEdit: boolean;
  /** The screen was deleted or replaced away. */
  onGone: () => void;
}

type Settings = CallResponse<typeof getPlayerSettings>['player'];

/** Name, format, orientation, location and show-name of one screen, then its lifecycle. */
export function ScreenSettingsTab({ screen, canEdit, onGone }: ScreenSettingsTabProps) {
  const settings = useQuery(settingsQuery(screen.id));
  if (!settings.data) return <KitLoader />;
  return (
    <Stack gap="lg">
      <SettingsForm settings={settings.data} locationName={screen.locationName} canEdit={canEdit} />
      {canEdit && (
        <>
          <Divider />
          <ScreenLifecycleActions screen={screen} onGone={onGone} />
        </>
      )}
    </Stack>
  );
}

interface SettingsFormProps {
  settings: Settings;
  locationName: string | null;
  canEdit: boolean;
}

function SettingsForm({ settings, locationName, canEdit }: SettingsFormProps) {
  const { t } = useTranslation();
  const id = settings.playerCode;
  const formats = useQuery(playerFormatsQuery);
  const [name, setName] = useState(settings.name);
  const [formatCode, setFormatCode] = useState(settings.playerFormatCode);
  const [direction, setDirection] = useState(settings.mountedDirection);
  const [location, setLocation] = useState<PickerOption | null>(
    settings.locationCode
      ? { code: settings.locationCode, name: locationName ?? settings.locationCode }
      : null,
  );
  const update = useUpdateSettings(id);
  const showName = useSetShowName(id);

  return (
    <Stack gap="sm">
      <TextInput
        label={t('screens.fields.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        maxLength={100}
        disabled={!canEdit}
      />
      <Select
        label={t('screens.fields.format')}
        data={(formats.data ?? []).map((format) => ({
          value: format.playerFormatCode,
          label: format.name,
        }))}
        value={formatCode}
        onChange={(value) => value && setFormatCode(value)}
        allowDeselect={false}
        disabled={!canEdit}
      />
      <Select
        label={t('screens.fields.orientation')}
        data={mountedDirections.map((value) => ({ value, label: t(`screens.mounted.${value}`) }))}
        value={direction}
        onChange={(value) => setDirection(mountedDirections.find((d) => d === value) ?? direction)}
        allowDeselect={false}
        disabled={!canEdit}
      />
      <LocationSelect
        label={t('screens.fields.location')}
        value={location}
        onChange={setLocation}
      />
      <Switch
        label={t('screens.fields.showName')}
        checked={showName.isPending ? showName.variables : settings.showNameInfo}
        onChange={(event) => showName.mutate(event.currentTarget.checked)}
        disabled={!canEdit}
      />
      {update.isSuccess && <Alert color="teal">{t('screens.details.saved')}</Alert>}
      {update.error && (
        <Alert color="red" role="alert">
          {`${t('screens.details.nameFailed')} ${failureTextOf(update.error) ?? ''}`.trim()}
        </Alert>
      )}
      {canEdit && (
        <Group justify="flex-end">
          <Button
            loading={update.isPending}
            disabled={!name.trim()}
            onClick={() =>
              update.mutate({
                name: name.trim(),
                playerFormatCode: formatCode,
                mountedDirection: direction,
                locationCode: location?.code ?? null,
              })
            }
          >
            {t('screens.details.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
