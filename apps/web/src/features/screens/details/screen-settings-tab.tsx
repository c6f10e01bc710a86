// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Button, Divider, Group, Stack, Switch } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import type { CallResponse, getPlayerSettings } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/lib/api/api-error';
import { ScreenPlacementFields, type ScreenPlacement } from '../screen-placement-fields';
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
  const [placement, setPlacement] = useState<ScreenPlacement>({
    name: settings.name,
    playerFormatCode: settings.playerFormatCode,
    mountedDirection: settings.mountedDirection,
    location: settings.locationCode
      ? { code: settings.locationCode, name: locationName ?? settings.locationCode }
      : null,
  });
  const name = placement.name.trim();
  const update = useUpdateSettings(id);
  const showName = useSetShowName(id);

  return (
    <Stack gap="sm">
      <ScreenPlacementFields value={placement} onChange={setPlacement} disabled={!canEdit} />
      <Switch
        label={t('screens.fields.showName')}
        checked={showName.isPending ? showName.variables : settings.showNameInfo}
        onChange={(event) => showName.mutate(event.currentTarget.checked)}
        disabled={!canEdit}
      />
      {update.isSuccess && <Alert color="teal">{t('screens.details.saved')}</Alert>}
      {update.error && (
        <ErrorAlert>
          {`${t('screens.details.nameFailed')} ${failureTextOf(update.error) ?? ''}`.trim()}
        </ErrorAlert>
      )}
      {canEdit && (
        <Group justify="flex-end">
          <Button
            loading={update.isPending}
            disabled={!name}
            onClick={() =>
              update.mutate({
                name,
                playerFormatCode: placement.playerFormatCode ?? settings.playerFormatCode,
                mountedDirection: placement.mountedDirection,
                locationCode: placement.location?.code ?? null,
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
