import { Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import type { MediaRow } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { KitLoader } from '@/kit/loader';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { PlaylistEditError } from './playlist-edit-error';
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

type Dialog =
  | { kind: 'add' }
  | { kind: 'schedule'; row: MediaRow }
  | { kind: 'delete'; codes: string[]; name?: string }
  | null;

/** A screen's own playlist (001 section 2): media rows per layer, their order, time and schedule. */
export default function PlaylistView() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { playerId = '', playerName = '' } = useParams();
  const canEdit = can(user, 'Screens', 'edit');
  const playlist = useQuery(playlistQuery(playerId));
  const [layerCode, setLayerCode] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const add = useAddMedia(playerId);
  const setStatus = useSetRowsStatus(playerId);
  const reorder = useReorderRows(playerId);
  const setDuration = useSetDuration(playerId);
  const setSchedule = useSetSchedule(playerId);

  const layers = playlist.data ?? [];
  const layer = layers.find((l) => l.layerCode === layerCode) ?? layers[0];
  const rows = layer?.mediaRows ?? [];
  // Only rows still listed count, so a reload never acts on rows the user cannot see.
  const selectedCodes = rows.map((r) => r.broadcastMediaCode).filter((c) => selected.has(c));
  const select = (code: string, isSelected: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (isSelected) next.add(code);
      else next.delete(code);
      return next;
    });

  const onRowAction = (action: PlaylistRowAction, row: MediaRow) => {
    if (action === 'schedule') setDialog({ kind: 'schedule', row });
    else if (action === 'delete') {
      setDialog({ kind: 'delete', codes: [row.broadcastMediaCode], name: row.displayName });
    } else {
      const status = row.status === 'paused' ? 'playing' : 'paused';
      setStatus.mutate({ codes: [row.broadcastMediaCode], status });
    }
  };

  return (
    <>
      <PageTopBar
        title={t('playlist.title', { name: playerName })}
        backTo="/screens"
        addNew={
          canEdit && layer
            ? { label: t('playlist.addMedia'), onClick: () => setDialog({ kind: 'add' }) }
            : undefined
        }
      />
      {playlist.isPending && <KitLoader />}
      {playlist.isError && <Text c="red">{t('playlist.loadFailed')}</Text>}
      <Stack gap="md">
        {layers.length > 1 && (
          <SegmentedControl
            value={layer?.layerCode ?? ''}
            onChange={(code) => {
              setLayerCode(code);
              setSelected(new Set());
            }}
            data={layers.map((l) => ({ value: l.layerCode, label: l.name }))}
            style={{ alignSelf: 'flex-start' }}
          />
        )}
        {canEdit && selectedCodes.length > 0 && (
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
        <PlaylistEditError error={setDuration.error} />
        {layer && (
          <PlaylistLayer
            key={layer.layerCode}
            rows={rows}
            selected={selected}
            canEdit={canEdit}
            onSelect={select}
            onReorder={(codes) => reorder.mutate({ layerCode: layer.layerCode, codes })}
            onRowAction={onRowAction}
            onDuration={(row, durationSeconds) =>
              setDuration.mutate({ code: row.broadcastMediaCode, durationSeconds })
            }
          />
        )}
      </Stack>
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
            playerId={playerId}
            target={dialog}
            onClose={() => setDialog(null)}
            onDeleted={() => {
              setSelected(new Set());
              setDialog(null);
            }}
          />
        )}
      </Suspense>
    </>
  );
}
