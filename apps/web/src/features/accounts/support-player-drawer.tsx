import { Divider, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import { can } from '@marquee/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DetailsDrawer } from '@/kit/details-drawer';
import { KitLoader } from '@/kit/loader';
import { PlayerStatusBadge } from '@/shared/players/player-status-badge';
import { formatTime } from '@/shared/players/format-time';
import { PlayerFacts as Facts, shortVersion } from '@/shared/players/player-facts';
import { ScreenRemotePanel } from '@/shared/players/screen-remote-panel';
import { useSessionUser } from '@/lib/session/session-user';
import { CommentsPanel } from './comments-panel';
import { CustomStatusEditor } from './custom-status-editor';
import {
  sendSupportPlayerCommand,
  supportLogsQuery,
  supportPlayerDetailsQuery,
  supportPlayerStatusQuery,
  supportScreenshotQuery,
  type PlayerRef,
} from './support-player.api';

const commands = ['reboot', 'screenshot', 'logs', 'playlist'] as const;

/**
 * One player from the console (spec 000 section 7): its details and status with the playlist
 * times and hashes, its custom status and history, the latest comments, and remote commands.
 */
export function SupportPlayerDrawer({
  player,
  onClose,
}: {
  player: PlayerRef;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const sessionUser = useSessionUser();
  const queryClient = useQueryClient();
  const details = useQuery(supportPlayerDetailsQuery(player));
  const status = useQuery(supportPlayerStatusQuery(player));
  const time = (value: string | null) => formatTime(value, t, i18n.language);
  const label = (key: string) => t(`accounts.player.facts.${key}`);
  const none = t('accounts.details.none');
  const canEdit = can(sessionUser, 'SupportPlayers', 'edit');
  const info = details.data;
  const state = status.data;

  return (
    <DetailsDrawer
      onClose={onClose}
      title={
        <Stack gap={0}>
          <Title order={3}>{info?.name ?? player.player}</Title>
          {info && (
            <Text size="sm" c="dimmed">
              {info.accountName}
            </Text>
          )}
        </Stack>
      }
    >
      <Stack gap="lg">
        {details.isError && <ErrorAlert>{t('accounts.player.errors.details')}</ErrorAlert>}
        {status.isError && <ErrorAlert>{t('accounts.player.errors.status')}</ErrorAlert>}
        {(details.isPending || status.isPending) && <KitLoader />}
        {state && (
          <Stack gap="xs">
            <PlayerStatusBadge status={state.status} t={t} />
            <Facts
              facts={[
                [label('lastHeartbeatAt'), time(state.lastHeartbeatAt)],
                [label('lastWriteTime'), time(state.LastWriteTime)],
                [label('lastInUseTime'), time(state.LastInUseTime)],
                [label('playlistHashCode'), shortVersion(state.PlaylistHashCode) ?? none],
                [label('lastInUseHashCode'), shortVersion(state.LastInUseHashCode) ?? none],
              ]}
            />
          </Stack>
        )}
        {info && (
          <Facts
            facts={[
              [label('playerCode'), info.playerCode],
              [label('location'), info.locationName ?? none],
              [label('playerFormat'), info.playerFormatName],
              [label('mountedDirection'), t(`screens.mounted.${info.mountedDirection}`)],
              [label('resolution'), info.resolution ?? none],
              [label('playerVersion'), info.playerVersion ?? none],
              [label('pairedAt'), time(info.pairedAt)],
              [label('createdAt'), time(info.createdAt)],
            ]}
          />
        )}
        {state && (
          <Stack gap="xs">
            <Divider />
            <Title order={4}>{t('accounts.player.customStatus.title')}</Title>
            {canEdit && (
              <CustomStatusEditor
                // A new status from elsewhere starts the form afresh.
                key={state.customPlayerStatus?.setAt ?? 'none'}
                account={player.account}
                playerCodes={[player.player]}
                current={state.customPlayerStatus}
              />
            )}
            <Text size="sm" fw={600}>
              {t('accounts.player.customStatus.history')}
            </Text>
            {state.customPlayerStatusHistory.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('accounts.player.customStatus.noHistory')}
              </Text>
            ) : (
              <Facts
                facts={state.customPlayerStatusHistory.map((change) => [
                  `${time(change.setAt)} · ${change.setBy}`,
                  change.text ?? t('accounts.player.customStatus.removed'),
                ])}
              />
            )}
          </Stack>
        )}
        <Divider />
        <CommentsPanel account={player.account} player={player.player} canEdit={canEdit} />
        <Divider />
        <Title order={4}>{t('accounts.player.remote')}</Title>
        <ScreenRemotePanel
          commands={commands}
          canEdit={can(sessionUser, 'SupportPlayerCommands', 'edit')}
          send={(command) => sendSupportPlayerCommand(player, command)}
          screenshotQuery={supportScreenshotQuery(player)}
          logsQuery={supportLogsQuery(player)}
          failureText={(command) => t(`accounts.player.errors.${command}`)}
          onSent={() =>
            void queryClient.invalidateQueries({
              queryKey: supportPlayerStatusQuery(player).queryKey,
            })
          }
        />
      </Stack>
    </DetailsDrawer>
  );
}
