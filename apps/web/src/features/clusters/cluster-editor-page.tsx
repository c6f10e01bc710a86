import '@mantine/core/styles/Table.css';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import type { Cluster } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LocationPicker, PlayerPicker, type PickerOption } from '@/kit/code-picker';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { ConfirmModal } from '@/kit/modal';
import { KitPanel } from '@/kit/panel';
import { ApiError, failureTextOf } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { UnsavedChangesModal } from '@/lib/ui/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '@/lib/ui/use-unsaved-changes-guard';
import { clusterPath } from './cluster-path';
import {
  clusterLocationSearch,
  clusterPlayerSearch,
  clusterQuery,
  resolvedPlayersQuery,
  useDeleteCluster,
  useSaveCluster,
} from './clusters.api';

const listPath = '/broadcast/clusters';

/** What the editor edits: the name and the picked screens and locations, with their names. */
interface ClusterDraft {
  clusterName: string;
  players: PickerOption[];
  locations: PickerOption[];
}

const draftOf = (cluster: Cluster | null): ClusterDraft => ({
  clusterName: cluster?.clusterName ?? '',
  players: (cluster?.players ?? [])
    .filter((player) => player.isListed)
    .map((player) => ({ code: player.playerCode, name: player.name })),
  locations: (cluster?.locations ?? []).map((l) => ({ code: l.locationCode, name: l.name })),
});

const inputOf = (draft: ClusterDraft) => ({
  clusterName: draft.clusterName.trim(),
  playerCodes: draft.players.map((p) => p.code),
  locationCodes: draft.locations.map((l) => l.code),
});

const isSame = (a: ClusterDraft, b: ClusterDraft) =>
  JSON.stringify(inputOf(a)) === JSON.stringify(inputOf(b));

/** The cluster editor: a new cluster, or the one the address names. */
export default function ClusterEditorPage() {
  const { clusterCode } = useParams();
  const loaded = useQuery({ ...clusterQuery(clusterCode ?? ''), enabled: !!clusterCode });
  if (!clusterCode) return <ClusterEditor saved={null} />;
  if (loaded.isPending) return <KitLoader />;
  if (loaded.isError) return <ErrorAlert>{failureTextOf(loaded.error)}</ErrorAlert>;
  return <ClusterEditor key={loaded.data.modifiedAt} saved={loaded.data} />;
}

function ClusterEditor({ saved }: { saved: Cluster | null }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const [snapshot, setSnapshot] = useState(() => draftOf(saved));
  const [draft, setDraft] = useState(snapshot);
  const [isNameLeft, setNameLeft] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const save = useSaveCluster(saved?.clusterCode ?? null);
  const remove = useDeleteCluster();
  const isDirty = !isSame(draft, snapshot);
  const guard = useUnsavedChangesGuard(isDirty);
  const input = inputOf(draft);
  const resolved = useQuery(resolvedPlayersQuery(input.playerCodes, input.locationCodes));
  const isNameTaken = save.error instanceof ApiError && save.error.status === 409;
  const nameError = isNameTaken
    ? t('clusters.editor.nameTaken')
    : !input.clusterName && isNameLeft
      ? t('clusters.editor.nameNeeded')
      : undefined;

  const submit = (then?: () => void) => {
    setNameLeft(true);
    if (!input.clusterName) return;
    save.mutate(input, {
      onSuccess: (cluster) => {
        const savedDraft = draftOf(cluster);
        guard.release();
        setSnapshot(savedDraft);
        setDraft(savedDraft);
        notifySuccess(t('clusters.editor.saved', { name: cluster.clusterName }));
        if (then) then();
        else if (!saved) void navigate(clusterPath(cluster), { replace: true });
      },
    });
  };
  const players = input.playerCodes.length + input.locationCodes.length ? resolved.data : undefined;

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        backTo={listPath}
        extra={
          <Group gap="xs">
            {saved && (
              <Button variant="light" color="red" onClick={() => setDeleting(true)}>
                {t('clusters.editor.delete')}
              </Button>
            )}
            <Button variant="default" onClick={() => void navigate(listPath)}>
              {t('shell.close')}
            </Button>
            <Button
              onClick={() => submit()}
              loading={save.isPending}
              disabled={!isDirty && saved !== null}
            >
              {t('clusters.editor.save')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        {save.isError && !isNameTaken && (
          <ErrorAlert>{failureTextOf(save.error) ?? t('clusters.editor.failed')}</ErrorAlert>
        )}
        <TextInput
          label={t('clusters.editor.name')}
          value={draft.clusterName}
          onChange={(event) => {
            const clusterName = event.currentTarget.value;
            if (isNameTaken) save.reset();
            setDraft((now) => ({ ...now, clusterName }));
          }}
          onBlur={() => setNameLeft(true)}
          error={nameError}
          w={360}
          maw="100%"
          data-autofocus
        />
        <KitPanel title={t('clusters.editor.members')}>
          <Stack gap="sm">
            <PlayerPicker
              label={t('clusters.editor.screens')}
              placeholder={t('clusters.editor.screensPlaceholder')}
              search={clusterPlayerSearch}
              value={draft.players}
              onChange={(chosen) => setDraft((now) => ({ ...now, players: chosen }))}
            />
            <LocationPicker
              label={t('clusters.editor.locations')}
              placeholder={t('clusters.editor.locationsPlaceholder')}
              search={clusterLocationSearch}
              value={draft.locations}
              onChange={(chosen) => setDraft((now) => ({ ...now, locations: chosen }))}
            />
          </Stack>
        </KitPanel>
        <KitPanel
          title={t('clusters.editor.resolved', { count: players ? (players.TotalCount ?? 0) : 0 })}
        >
          {resolved.isError && (
            <ErrorAlert>
              {failureTextOf(resolved.error) ?? t('clusters.errors.resolved')}
            </ErrorAlert>
          )}
          {!players || players.Players.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('clusters.editor.noScreens')}
            </Text>
          ) : (
            <Table aria-label={t('clusters.editor.resolvedList')}>
              <Table.Tbody>
                {players.Players.map((player) => (
                  <Table.Tr key={player.playerCode}>
                    <Table.Td>{player.name}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </KitPanel>
      </Stack>
      {isDeleting && saved && (
        <ConfirmModal
          onClose={() => setDeleting(false)}
          isDanger
          title={t('clusters.delete.title')}
          message={t('clusters.delete.question', { name: saved.clusterName })}
          confirmLabel={t('clusters.delete.confirm')}
          action={remove}
          onConfirm={() =>
            remove.mutate(saved.clusterCode, {
              onSuccess: () => {
                guard.release();
                notifySuccess(t('clusters.delete.done'));
                void navigate(listPath);
              },
            })
          }
        />
      )}
      <UnsavedChangesModal
        {...guard.modal}
        isSaving={save.isPending}
        canSave={input.clusterName !== ''}
        errorMessage={
          save.isError ? (failureTextOf(save.error) ?? t('clusters.editor.failed')) : undefined
        }
        onSave={() => submit(guard.proceed)}
      />
    </>
  );
}
