import { Button, Group, MultiSelect, Stack, TextInput } from '@mantine/core';
import type { Broadcast } from '@marquee/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import { campaignEditorPath } from '@/lib/routing/broadcast-editor-path';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { UnsavedChangesModal } from '@/lib/ui/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '@/lib/ui/use-unsaved-changes-guard';
import { broadcastQuery, layerChoices, layersQuery, useSaveBroadcast } from '../broadcasts.api';
import { draftOf, hasChanges, newDraft, type BroadcastDraft } from '../broadcast-draft';
import { canSave } from '../broadcast-validity';
import { OutsideReachNotice } from '../outside-reach-notice';
import { isPartlyOutsideReach } from '../broadcasts.api';
import { clusterNamesQuery } from './campaign.api';
import { CampaignRowCard } from './campaign-row-card';
import {
  deleteRow,
  duplicateRow,
  emptyRow,
  isBackwards,
  rowsOf,
  withRows,
  type CampaignRow,
  type RowNamer,
} from './campaign-rows';
import { PlayingSwitch } from '../playing-switch';

/** The campaign editor (001 section 2 /campaign): a new one, or the one the address names. */
export default function CampaignEditorPage() {
  const { broadcastCode } = useParams();
  const loaded = useQuery({ ...broadcastQuery(broadcastCode ?? ''), enabled: !!broadcastCode });
  const hasClusters = loaded.data?.groups.some((group) => group.clusters.length > 0) ?? false;
  const clusterNames = useQuery({ ...clusterNamesQuery(), enabled: hasClusters });
  if (!broadcastCode) return <CampaignEditor saved={null} />;
  // Without its clusters' names a row would show bare codes: the editor waits for them.
  if (loaded.isError || clusterNames.isError) {
    return <ErrorAlert>{failureTextOf(loaded.error ?? clusterNames.error)}</ErrorAlert>;
  }
  if (loaded.isPending || (hasClusters && clusterNames.isPending)) return <KitLoader />;
  return (
    <CampaignEditor
      key={loaded.data.version}
      saved={loaded.data}
      clusterNames={clusterNames.data}
    />
  );
}

/** The campaign as the editor starts from it: the broadcast draft, its rows and its layers. */
function startOf(saved: Broadcast | null, clusterNames: ReadonlyMap<string, string> = new Map()) {
  if (!saved) {
    return {
      draft: { ...newDraft(), broadcastType: 'Campaign' as const },
      rows: [emptyRow()],
      layers: [] as string[],
    };
  }
  const draft = draftOf(saved);
  return {
    draft,
    rows: rowsOf(saved, draft, { clusters: clusterNames }),
    layers: draft.groups[0]?.layers ?? [],
  };
}

interface CampaignEditorProps {
  saved: Broadcast | null;
  clusterNames?: ReadonlyMap<string, string>;
}

function CampaignEditor({ saved, clusterNames }: CampaignEditorProps) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const rowName: RowNamer = (n) => t('broadcasts.campaign.row', { n });
  const [start] = useState(() => startOf(saved, clusterNames));
  const [snapshot, setSnapshot] = useState<BroadcastDraft>(() =>
    withRows(start.draft, start.rows, start.layers, rowName),
  );
  const [draft, setDraft] = useState(start.draft);
  const [rows, setRows] = useState(start.rows);
  const [layers, setLayers] = useState(start.layers);
  const [isShowingProblems, setShowingProblems] = useState(saved !== null);
  const [current, setCurrent] = useState({
    code: saved?.broadcastCode ?? null,
    version: saved?.version ?? null,
  });
  const layerList = useQuery(layersQuery());
  const save = useSaveBroadcast();
  const isReadOnly = saved !== null && isPartlyOutsideReach(saved);
  const built = withRows(draft, rows, layers, rowName);
  const isDirty = hasChanges(built, snapshot);
  const guard = useUnsavedChangesGuard(isDirty);
  const isSavable = canSave(built) && !rows.some(isBackwards);

  const submit = (then?: () => void) =>
    save.mutate(
      { ...current, draft: built },
      {
        onSuccess: (broadcast) => {
          guard.release();
          setSnapshot(withRows(draftOf(broadcast), rows, layers, rowName));
          setDraft(draftOf(broadcast));
          setCurrent({ code: broadcast.broadcastCode, version: broadcast.version });
          notifySuccess(t('broadcasts.editor.saved', { name: broadcast.broadcastName }));
          if (then) then();
          else if (!current.code) {
            void navigate(campaignEditorPath(broadcast.broadcastCode, broadcast.broadcastName), {
              replace: true,
            });
          }
        },
      },
    );
  const changeRow = (index: number, row: CampaignRow) =>
    setRows((now) => now.map((r, at) => (at === index ? row : r)));

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        backTo="/broadcast"
        extra={
          <Group gap="xs">
            <Button variant="default" onClick={() => void navigate('/broadcast')}>
              {t('shell.close')}
            </Button>
            <Button
              onClick={() => {
                setShowingProblems(true);
                if (isSavable) submit();
              }}
              loading={save.isPending}
              disabled={isReadOnly || (!isDirty && current.code !== null)}
            >
              {t('broadcasts.editor.save')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        {saved && isReadOnly && <OutsideReachNotice outsideReach={saved.outsideReach} />}
        {save.isError && (
          <ErrorAlert>{failureTextOf(save.error) ?? t('broadcasts.editor.failed')}</ErrorAlert>
        )}
        <Group align="flex-end" gap="lg" wrap="wrap">
          <TextInput
            label={t('broadcasts.campaign.name')}
            value={draft.broadcastName}
            onChange={(event) => setDraft({ ...draft, broadcastName: event.currentTarget.value })}
            error={
              isShowingProblems && !draft.broadcastName.trim()
                ? t('broadcasts.campaign.nameNeeded')
                : undefined
            }
            w={360}
            maw="100%"
            data-autofocus
          />
          <MultiSelect
            label={t('broadcasts.editor.layers')}
            data={layerChoices(layerList.data ?? [])}
            value={layers}
            onChange={setLayers}
            error={
              layerList.isError
                ? (failureTextOf(layerList.error) ?? t('broadcasts.editor.failed'))
                : isShowingProblems && layers.length === 0
                  ? t('broadcasts.editor.noLayer')
                  : undefined
            }
            w={360}
            maw="100%"
          />
          <PlayingSwitch draft={draft} onChange={setDraft} />
        </Group>
        {rows.map((row, index) => (
          <CampaignRowCard
            key={row.key}
            row={row}
            place={index + 1}
            layerCodes={layers}
            canDelete={rows.length > 1}
            onChange={(changed) => changeRow(index, changed)}
            onDuplicate={() => setRows((now) => duplicateRow(now, index))}
            onDelete={() => setRows((now) => deleteRow(now, index))}
          />
        ))}
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => setRows((now) => [...now, emptyRow()])}
          >
            {t('broadcasts.campaign.addRow')}
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesModal
        {...guard.modal}
        isSaving={save.isPending}
        canSave={!isReadOnly && isSavable}
        errorMessage={
          save.isError ? (failureTextOf(save.error) ?? t('broadcasts.editor.failed')) : undefined
        }
        onSave={() => submit(guard.proceed)}
      />
    </>
  );
}
