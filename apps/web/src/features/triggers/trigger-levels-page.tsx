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
  useChangeLocation,
  useChangePlayer,
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
      {trigger.data &&
        (locationCode ? (
          <PlayerLevels
            triggerCode={triggerCode}
            locationCode={locationCode}
            group={trigger.data.trigger.triggerGroup}
            canEdit={canEdit}
          />
        ) : (
          <LocationLevels
            triggerCode={triggerCode}
            group={trigger.data.trigger.triggerGroup}
            canEdit={canEdit}
          />
        ))}
    </>
  );
}

interface LevelsProps {
  triggerCode: string;
  group: Parameters<typeof LevelTable>[0]['group'];
  canEdit: boolean;
}

function LocationLevels({ triggerCode, group, canEdit }: LevelsProps) {
  const locations = useQuery(triggerLocationsQuery(triggerCode));
  const change = useChangeLocation(triggerCode);
  if (locations.isPending) return <KitLoader />;
  if (locations.isError) return <ErrorAlert>{failureTextOf(locations.error)}</ErrorAlert>;
  const rows: LevelRow[] = locations.data.map((location) => ({
    code: location.locationCode,
    name: location.locationName,
    state: location.state,
    setting: location.setting,
    effective: location.effective,
    to: triggerPlayersPath(triggerCode, {
      code: location.locationCode,
      name: location.locationName,
    }),
  }));
  return (
    <LevelTable level="location" group={group} rows={rows} canEdit={canEdit} change={change} />
  );
}

function PlayerLevels({
  triggerCode,
  locationCode,
  group,
  canEdit,
}: LevelsProps & { locationCode: string }) {
  const players = useQuery(triggerPlayersQuery(triggerCode, locationCode));
  const change = useChangePlayer(triggerCode, locationCode);
  if (players.isPending) return <KitLoader />;
  if (players.isError) return <ErrorAlert>{failureTextOf(players.error)}</ErrorAlert>;
  const rows: LevelRow[] = players.data.map((player) => ({
    code: player.playerCode,
    name: player.playerName,
    state: player.state,
    setting: player.setting,
    effective: player.effective,
  }));
  return <LevelTable level="player" group={group} rows={rows} canEdit={canEdit} change={change} />;
}
