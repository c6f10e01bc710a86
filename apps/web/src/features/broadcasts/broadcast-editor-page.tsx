import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import type { Broadcast } from '@marquee/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { KitLoader } from '@/kit/loader';
import { KitPanel } from '@/kit/panel';
import { failureTextOf } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import { broadcastEditorPath } from '@/lib/routing/broadcast-editor-path';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { inInteractiveMode, isInteractiveMode } from '@/lib/routing/interactive-mode';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { UnsavedChangesModal } from '@/lib/ui/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '@/lib/ui/use-unsaved-changes-guard';
import {
  broadcastQuery,
  broadcastsKey,
  isPartlyOutsideReach,
  isStaleVersion,
  useSaveBroadcast,
} from './broadcasts.api';
import { draftOf, hasChanges, newDraft, type BroadcastDraft } from './broadcast-draft';
import { canSave } from './broadcast-validity';
import { GroupTabs } from './group-tabs';
import { OutsideReachNotice } from './outside-reach-notice';
import { triggerCodesOf } from './broadcast-trigger-codes';
import { PreviewAction } from './preview-action';
import { WhatSection } from './what-section';
import { WhenSection } from './when-section';
import { WhereSection } from './where-section';
import { PlayingSwitch } from './playing-switch';

const IdleTimeoutField = lazy(() => import('./idle-timeout-field'));

/** The broadcast editor (001 section 2): a new one, or the one the address names. */
export default function BroadcastEditorPage() {
  const { broadcastCode } = useParams();
  const loaded = useQuery({ ...broadcastQuery(broadcastCode ?? ''), enabled: !!broadcastCode });
  if (!broadcastCode) return <BroadcastEditor saved={null} />;
  if (loaded.isPending) return <KitLoader />;
  if (loaded.isError) return <ErrorAlert>{failureTextOf(loaded.error)}</ErrorAlert>;
  // A new key per loaded version starts the draft from it (after a reload, say).
  return <BroadcastEditor key={loaded.data.version} saved={loaded.data} />;
}

/** Each saved group's condition lookups by the group's key. */
function lookupsByGroup(broadcast: Broadcast | null) {
  return new Map(
    (broadcast?.groups ?? []).map((group) => [group.key, group.filter.conditionLookups]),
  );
}

function BroadcastEditor({ saved }: { saved: Broadcast | null }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { search } = useLocation();
  // Opened from Local selections, a new broadcast is one (a saved one keeps what it is).
  const [snapshot, setSnapshot] = useState<BroadcastDraft>(() =>
    saved
      ? draftOf(saved)
      : {
          ...newDraft([], (n) => t('broadcasts.editor.numberedGroup', { n })),
          isInteractive: isInteractiveMode(search),
        },
  );
  const [draft, setDraft] = useState(snapshot);
  const [activeIndex, setActiveIndex] = useState(0);
  const [lookups, setLookups] = useState(() => lookupsByGroup(saved));
  // A new broadcast is not red before anything is typed: problems show once a field is left
  // or a save is asked for.
  const [isShowingProblems, setShowingProblems] = useState(saved !== null);
  const [isNameLeft, setNameLeft] = useState(false);
  const [current, setCurrent] = useState({
    code: saved?.broadcastCode ?? null,
    version: saved?.version ?? null,
  });
  const save = useSaveBroadcast();
  // The server refuses to save a broadcast that reaches past the user's scope; they only see part.
  const isReadOnly = saved !== null && isPartlyOutsideReach(saved);
  const isDirty = hasChanges(draft, snapshot);
  const guard = useUnsavedChangesGuard(isDirty);
  const group = draft.groups[activeIndex] ?? draft.groups[0];
  // A local selection's editor leads back to, and keeps the address mode of, Local selections.
  const listPath = draft.isInteractive ? '/localselections' : '/broadcast';
  // A local selection's own words where the broadcast's would name a broadcast.
  const texts = draft.isInteractive ? 'localSelections' : 'broadcasts.editor';
  const editorPath = (code: string) =>
    draft.isInteractive ? inInteractiveMode(broadcastEditorPath(code)) : broadcastEditorPath(code);

  const submit = (then?: () => void, toSave: BroadcastDraft = draft) =>
    save.mutate(
      { ...current, draft: toSave },
      {
        onSuccess: (broadcast) => {
          const savedDraft = draftOf(broadcast);
          guard.release();
          setSnapshot(savedDraft);
          setDraft(savedDraft);
          setCurrent({ code: broadcast.broadcastCode, version: broadcast.version });
          setLookups(lookupsByGroup(broadcast));
          const savedKey =
            broadcast.schedule.status === 'Draft'
              ? 'broadcasts.editor.savedDraft'
              : 'broadcasts.editor.saved';
          notifySuccess(t(savedKey, { name: broadcast.broadcastName }));
          if (then) then();
          else if (!current.code)
            void navigate(editorPath(broadcast.broadcastCode), { replace: true });
        },
      },
    );
  // Play: the draft as it stands, Confirmed, saved at once.
  const play = () => {
    const playing = { ...draft, schedule: { ...draft.schedule, status: 'Confirmed' as const } };
    setShowingProblems(true);
    if (canSave(playing)) submit(undefined, playing);
  };
  const reload = () => {
    save.reset();
    if (current.code) {
      void queryClient.resetQueries({ queryKey: [...broadcastsKey, 'one', current.code] });
    }
  };

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        backTo={listPath}
        extra={
          <Group gap="xs">
            {current.code && (
              // The preview plays the broadcast as last saved.
              <PreviewAction
                broadcastCode={current.code}
                broadcastName={snapshot.broadcastName}
                triggerCodes={triggerCodesOf(snapshot)}
                isInteractive={draft.isInteractive}
              />
            )}
            <Button variant="default" onClick={() => void navigate(listPath)}>
              {t('shell.close')}
            </Button>
            <Button
              onClick={() => {
                setShowingProblems(true);
                if (canSave(draft)) submit();
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
        {save.isError &&
          (isStaleVersion(save.error) ? (
            <Alert color="orange" title={t('broadcasts.editor.staleTitle')}>
              <Stack gap="xs" align="flex-start">
                {t('broadcasts.editor.staleText')}
                <Button size="xs" variant="light" onClick={reload}>
                  {t('routeError.reload')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <ErrorAlert>{failureTextOf(save.error) ?? t('broadcasts.editor.failed')}</ErrorAlert>
          ))}
        {draft.schedule.status === 'Draft' && (
          <DraftNotice
            text={t(current.code !== null ? `${texts}.draftText` : `${texts}.newDraftText`)}
            isSaving={save.isPending}
            onPlay={play}
          />
        )}
        <Group align="flex-end" gap="lg">
          <TextInput
            label={t(`${texts}.name`)}
            value={draft.broadcastName}
            onChange={(event) => setDraft({ ...draft, broadcastName: event.currentTarget.value })}
            onBlur={() => setNameLeft(true)}
            error={
              !draft.broadcastName.trim() && (isShowingProblems || isNameLeft)
                ? t(`${texts}.nameNeeded`)
                : undefined
            }
            w={360}
            maw="100%"
            data-autofocus
          />
          <PlayingSwitch draft={draft} onChange={setDraft} />
          {draft.isInteractive && (
            <Suspense fallback={null}>
              <IdleTimeoutField
                seconds={draft.idleTimeoutSeconds}
                onChange={(idleTimeoutSeconds) => setDraft({ ...draft, idleTimeoutSeconds })}
                isShowingProblems={isShowingProblems}
              />
            </Suspense>
          )}
        </Group>
        <KitPanel title={t('broadcasts.editor.when')}>
          <WhenSection
            schedule={draft.schedule}
            onChange={(schedule) => setDraft({ ...draft, schedule })}
            isShowingProblems={isShowingProblems}
          />
        </KitPanel>
        <KitPanel title={t('broadcasts.editor.where')}>
          <GroupTabs
            groups={draft.groups}
            activeIndex={activeIndex}
            onChange={(groups, index) => {
              setDraft({ ...draft, groups });
              setActiveIndex(index);
            }}
          />
          {group && (
            <WhereSection
              key={group.key}
              group={group}
              conditionLookups={lookups.get(group.key) ?? []}
              isShowingProblems={isShowingProblems}
              onChange={(changed) =>
                setDraft((now) => ({
                  ...now,
                  groups: now.groups.map((g) => (g.key === changed.key ? changed : g)),
                }))
              }
            />
          )}
        </KitPanel>
        {group && (
          <KitPanel title={t('broadcasts.editor.what', { name: group.name })}>
            <WhatSection
              media={group.media}
              layerCodes={group.layers}
              onChange={(media) =>
                setDraft((now) => ({
                  ...now,
                  groups: now.groups.map((g) => (g.key === group.key ? { ...g, media } : g)),
                }))
              }
            />
          </KitPanel>
        )}
      </Stack>
      <UnsavedChangesModal
        {...guard.modal}
        isSaving={save.isPending}
        canSave={!isReadOnly && canSave(draft)}
        errorMessage={
          save.isError ? (failureTextOf(save.error) ?? t('broadcasts.editor.failed')) : undefined
        }
        onSave={() => submit(guard.proceed)}
      />
    </>
  );
}

/** Says plainly that a Draft plays nowhere, and offers Play, which confirms and saves it. */
function DraftNotice(props: { text: string; isSaving: boolean; onPlay: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="yellow" title={t('broadcasts.editor.draftTitle')} data-testid="draft-notice">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{props.text}</Text>
        <Button size="xs" onClick={props.onPlay} loading={props.isSaving}>
          {t('playlist.play')}
        </Button>
      </Group>
    </Alert>
  );
}
