import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { MediaRow } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { KitLoader } from '@/kit/loader';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useUnsplashSource } from '@/shared/media-upload/unsplash-source';
import { templateGalleryPath } from '@/shared/signs/template-gallery-path';
import { useSignChoices } from '@/shared/signs/use-sign-choices';
import { PlaylistBroadcastRows } from './playlist-broadcast-rows';
import { settingsQuery } from '../screen-details.api';
import { PlaylistChannelList, type ChannelAction } from './playlist-channel-list';
import { channelsQuery, useUpdateChannel, type PlayerChannel } from './playlist-channels.api';
import { PlaylistEditError } from './playlist-edit-error';
import { PlaylistExplain } from './playlist-explain';
import { PlaylistLayer } from './playlist-layer';
import type { PlaylistRowAction } from './playlist-row';
import {
  playlistQuery,
  searchLibrary,
  useAddMedia,
  useReorderRows,
  useSetDuration,
  useSetRowsStatus,
  useSetSchedule,
  type PlaylistTarget,
} from './playlist.api';

// The picker and the dialogs load on first use, so the playlist itself arrives sooner.
const MediaPicker = lazy(() =>
  import('@/kit/media-picker').then((module) => ({ default: module.MediaPicker })),
);
const PlaylistDeleteModal = lazy(() =>
  import('./playlist-delete-modal').then((m) => ({ default: m.PlaylistDeleteModal })),
);
const PlaylistScheduleModal = lazy(() =>
  import('./playlist-schedule-modal').then((m) => ({ default: m.PlaylistScheduleModal })),
);
const ChannelNameModal = lazy(() =>
  import('./playlist-channel-dialogs').then((m) => ({ default: m.ChannelNameModal })),
);
const ChannelDeleteModal = lazy(() =>
  import('./playlist-channel-dialogs').then((m) => ({ default: m.ChannelDeleteModal })),
);

type Dialog =
  | { kind: 'add' }
  | { kind: 'schedule'; row: MediaRow }
  | { kind: 'delete'; codes: string[]; name?: string }
  | { kind: 'newChannel'; layerCode: string }
  | { kind: 'renameChannel' | 'deleteChannel'; channel: PlayerChannel }
  | null;

/** The screen's own playlist on a layer before its first row makes the channel. */
const ownPlaylistOf = (layerCode: string): PlayerChannel => ({
  channelCode: '',
  name: '',
  layerCode,
  isDefaultChannel: true,
  isActive: true,
  isTakeOver: false,
  isManuallyGenerated: true,
  isEditable: true,
  broadcasts: [],
  hasPermission: true,
  mediaRows: [],
});

/**
 * A screen's playlist (001 section 2): per layer its channels (its own, added ones and those
 * broadcasts generate), and the media rows of the chosen one with their order, time and schedule.
 */
export default function PlaylistView() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const unsplash = useUnsplashSource(can(user, 'MediaLibrary', 'edit'));
  const { playerId = '', playerName = '' } = useParams();
  // The address's name is only a label someone typed or kept; the screen says what it is called.
  const player = useQuery(settingsQuery(playerId));
  const canEdit = can(user, 'Screens', 'edit');
  const channels = useQuery(channelsQuery(playerId));
  const [layerCode, setLayerCode] = useState<string | null>(null);
  const [channelCode, setChannelCode] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);

  const layers = channels.data?.layers ?? [];
  const layer = layers.find((l) => l.layerCode === layerCode) ?? layers[0];
  const listed = (channels.data?.channels ?? []).filter((c) => c.layerCode === layer?.layerCode);
  const layerChannels =
    layer && !listed.some((c) => c.isDefaultChannel)
      ? [ownPlaylistOf(layer.layerCode), ...listed]
      : listed;
  const channel = layerChannels.find((c) => c.channelCode === channelCode) ?? layerChannels[0];
  const isOwn = channel?.isDefaultChannel ?? true;
  const target: PlaylistTarget = isOwn
    ? { playerId }
    : { playerId, channelCode: channel?.channelCode };
  const isEditable = canEdit && Boolean(channel?.isEditable);

  const playlist = useQuery({ ...playlistQuery(target), enabled: Boolean(channel?.isEditable) });
  const add = useAddMedia(target);
  const setStatus = useSetRowsStatus(target);
  const reorder = useReorderRows(target);
  const setDuration = useSetDuration(target);
  const setSchedule = useSetSchedule(target);
  const updateChannel = useUpdateChannel(playerId);
  // A new sign joins the channel's end once saved, so it needs the channel made already.
  const canAddSigns = can(user, 'MediaLibrary', 'edit') && Boolean(channel?.channelCode);
  const signChoices = useSignChoices({
    galleryPath: templateGalleryPath({
      playerId,
      playerName,
      channelCode: channel?.channelCode ?? '',
    }),
    onWebPageAdded: (media) =>
      layer && add.mutate({ layerCode: layer.layerCode, mediaCodes: [media.mediaCode] }),
  });
  const openPicker = () => setDialog({ kind: 'add' });

  const rows = playlist.data?.find((l) => l.layerCode === layer?.layerCode)?.mediaRows ?? [];
  // Only rows still listed count, so a reload never acts on rows the user cannot see.
  const selectedCodes = rows.map((r) => r.broadcastMediaCode).filter((c) => selected.has(c));
  const select = (code: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(code);
      else next.delete(code);
      return next;
    });
  const chooseChannel = (code: string | null) => {
    setChannelCode(code);
    setSelected(new Set());
  };

  const onRowAction = (action: PlaylistRowAction, row: MediaRow) => {
    if (action === 'schedule') setDialog({ kind: 'schedule', row });
    else if (action === 'delete') {
      setDialog({ kind: 'delete', codes: [row.broadcastMediaCode], name: row.displayName });
    } else {
      const status = row.status === 'paused' ? 'playing' : 'paused';
      setStatus.mutate({ codes: [row.broadcastMediaCode], status });
    }
  };
  const onChannelAction = (action: ChannelAction, chosen: PlayerChannel) =>
    setDialog({ kind: action === 'rename' ? 'renameChannel' : 'deleteChannel', channel: chosen });

  return (
    <>
      <PageTopBar
        title={player.data ? t('playlist.title', { name: player.data.name }) : ''}
        backTo="/screens"
        addNew={
          !isEditable || !layer
            ? undefined
            : canAddSigns
              ? {
                  label: t('playlist.addMedia'),
                  choices: [
                    { label: t('playlist.fromLibrary'), onClick: openPicker },
                    ...signChoices.choices,
                  ],
                }
              : { label: t('playlist.addMedia'), onClick: openPicker }
        }
      />
      {channels.isPending && <KitLoader />}
      {channels.isError && <Text c="red">{t('playlist.loadFailed')}</Text>}
      <Stack gap="md">
        {layers.length > 1 && (
          <SegmentedControl
            value={layer?.layerCode ?? ''}
            onChange={(code) => {
              setLayerCode(code);
              chooseChannel(null);
            }}
            data={layers.map((l) => ({ value: l.layerCode, label: l.name }))}
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        {layer && (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" style={{ alignItems: 'start' }}>
            <PlaylistChannelList
              channels={layerChannels}
              selectedCode={channel?.channelCode ?? null}
              canEdit={canEdit}
              onSelect={(chosen) => chooseChannel(chosen.channelCode)}
              onToggle={(chosen, change) => updateChannel.mutate({ channel: chosen, ...change })}
              onAction={onChannelAction}
              onAdd={() => setDialog({ kind: 'newChannel', layerCode: layer.layerCode })}
            />
            <Stack gap="xs">
              <PlaylistEditError error={updateChannel.error ?? setDuration.error} />
              {isEditable && selectedCodes.length > 0 && (
                <Paper withBorder radius="md" p="xs" bg="blue.0">
                  <Group justify="space-between" gap="xs">
                    <Text size="sm">{t('playlist.selected', { count: selectedCodes.length })}</Text>
                    <Group gap="xs">
                      {(['playing', 'paused'] as const).map((status) => (
                        <Button
                          key={status}
                          size="xs"
                          variant="default"
                          loading={setStatus.isPending && setStatus.variables.status === status}
                          onClick={() => setStatus.mutate({ codes: selectedCodes, status })}
                        >
                          {t(status === 'playing' ? 'playlist.play' : 'playlist.pause')}
                        </Button>
                      ))}
                      <Button
                        size="xs"
                        color="red"
                        variant="light"
                        onClick={() => setDialog({ kind: 'delete', codes: selectedCodes })}
                      >
                        {t('playlist.delete')}
                      </Button>
                    </Group>
                  </Group>
                </Paper>
              )}
              {channel && (
                <Text fw={600}>
                  {t('channels.itemsOf', {
                    name: channel.isDefaultChannel ? t('channels.own') : channel.name,
                  })}
                </Text>
              )}
              {channel && !channel.isEditable && <PlaylistBroadcastRows channel={channel} />}
              {channel?.isEditable && playlist.isPending && <KitLoader />}
              {channel?.isEditable && !playlist.isPending && (
                <PlaylistLayer
                  key={`${layer.layerCode}/${channel.channelCode}`}
                  rows={rows}
                  selected={selected}
                  canEdit={isEditable}
                  onSelect={select}
                  onReorder={(codes) => reorder.mutate({ layerCode: layer.layerCode, codes })}
                  onRowAction={onRowAction}
                  onDuration={(row, durationSeconds) =>
                    setDuration.mutate({ code: row.broadcastMediaCode, durationSeconds })
                  }
                />
              )}
            </Stack>
          </SimpleGrid>
        )}
        {channels.data && (
          <PlaylistExplain playerId={playerId} layers={layers} channels={channels.data.channels} />
        )}
      </Stack>
      {signChoices.dialog}
      <Suspense fallback={null}>
        {dialog?.kind === 'add' && layer && (
          <MediaPicker
            opened
            onClose={() => setDialog(null)}
            onAdd={(medias) =>
              add.mutate({
                layerCode: layer.layerCode,
                mediaCodes: medias.map((media) => media.mediaCode),
              })
            }
            search={searchLibrary}
            userId={user.email}
            unsplash={unsplash}
            uploadHref="/media"
            onlyFitting={user.featureFlags.allowAllFormatsInPlaylist ? undefined : [layer]}
          />
        )}
        {dialog?.kind === 'schedule' && (
          <PlaylistScheduleModal
            row={dialog.row}
            isSaving={setSchedule.isPending}
            error={setSchedule.error}
            onClose={() => {
              setSchedule.reset();
              setDialog(null);
            }}
            onSave={(periods) =>
              setSchedule.mutate(
                { code: dialog.row.broadcastMediaCode, periods },
                { onSuccess: () => setDialog(null) },
              )
            }
          />
        )}
        {dialog?.kind === 'delete' && (
          <PlaylistDeleteModal
            playlist={target}
            target={dialog}
            onClose={() => setDialog(null)}
            onDeleted={() => {
              setSelected(new Set());
              setDialog(null);
            }}
          />
        )}
        {(dialog?.kind === 'newChannel' || dialog?.kind === 'renameChannel') && (
          <ChannelNameModal
            playerId={playerId}
            target={dialog.kind === 'newChannel' ? dialog : { channel: dialog.channel }}
            onClose={() => setDialog(null)}
            onSaved={(code) => {
              chooseChannel(code);
              setDialog(null);
            }}
          />
        )}
        {dialog?.kind === 'deleteChannel' && (
          <ChannelDeleteModal
            playerId={playerId}
            channel={dialog.channel}
            onClose={() => setDialog(null)}
            onDeleted={() => {
              chooseChannel(null);
              setDialog(null);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
