import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/lib/api/api-error';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { LevelTable, type LevelRow } from './level-table';
import { triggerLocationsPath, triggerPath, triggerPlayersPath } from './trigger-path';
import {
  triggerLocationsQuery,
  triggerPlayersQuery,
  triggerQuery,
  useChangeLevel,
} from './triggers.api';

/**
 * A trigger's locations (`/triggers/locations/{code}`) or one location's screens
 * (`/triggers/players/{locationName}/{locationCode}/{code}`), each with its state and steps.
 */
export default function TriggerLevelsPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const { triggerCode = '', locationCode, locationName = '' } = useParams();
  const trigger = useQuery(triggerQuery(triggerCode));
  const canEdit = can(useSessionUser(), 'Triggers', 'edit');
  const title = route ? t(route.titleKey) : '';
  const name = trigger.data?.trigger.name ?? '';
  const backTo = locationCode
    ? triggerLocationsPath(triggerCode, name)
    : triggerPath(triggerCode, name);
  return (
    <>
      <PageTopBar
        title={name ? `${title}: ${name}${locationCode ? ` · ${locationName}` : ''}` : title}
        backTo={backTo}
      />
      {trigger.isError && <ErrorAlert>{failureTextOf(trigger.error)}</ErrorAlert>}
      {trigger.isPending && <KitLoader />}
      {trigger.data && (
        <Levels
          triggerCode={triggerCode}
          locationCode={locationCode ?? null}
          group={trigger.data.trigger.triggerGroup}
          canEdit={canEdit}
        />
      )}
    </>
  );
}

interface LevelsProps {
  triggerCode: string;
  /** The location whose screens are shown; null for the account's locations. */
  locationCode: string | null;
  group: Parameters<typeof LevelTable>[0]['group'];
  canEdit: boolean;
}

/** The rows of either level, read, shown and changed the same way. */
function Levels({ triggerCode, locationCode, group, canEdit }: LevelsProps) {
  const locations = useQuery({
    ...triggerLocationsQuery(triggerCode),
    enabled: locationCode === null,
  });
  const players = useQuery({
    ...triggerPlayersQuery(triggerCode, locationCode ?? ''),
    enabled: locationCode !== null,
  });
  const change = useChangeLevel(triggerCode, locationCode);
  const read = locationCode === null ? locations : players;
  if (read.isPending) return <KitLoader />;
  if (read.isError) return <ErrorAlert>{failureTextOf(read.error)}</ErrorAlert>;
  const rows: LevelRow[] =
    locationCode === null
      ? (locations.data ?? []).map((location) => ({
          code: location.locationCode,
          name: location.locationName,
          state: location.state,
          setting: location.setting,
          effective: location.effective,
          to: triggerPlayersPath(triggerCode, {
            code: location.locationCode,
            name: location.locationName,
          }),
        }))
      : (players.data ?? []).map((player) => ({
          code: player.playerCode,
          name: player.playerName,
          state: player.state,
          setting: player.setting,
          effective: player.effective,
        }));
  return (
    <LevelTable
      level={locationCode === null ? 'location' : 'player'}
      group={group}
      rows={rows}
      canEdit={canEdit}
      change={change}
    />
  );
}
