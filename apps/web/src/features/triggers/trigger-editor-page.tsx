import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import {
  Anchor,
  Button,
  Group,
  Input,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import {
  actionTypesOfGroup,
  defaultActiveValue,
  triggerGroups,
  type AccountTrigger,
  type TriggerActionType,
  type TriggerGroup,
  type TriggerInput,
} from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { ConfirmModal } from '@/kit/modal';
import { KitPanel } from '@/kit/panel';
import { ApiError, failureTextOf } from '@/lib/api/api-error';
import { placeRefusal } from '@/lib/api/place-refusal';
import { notifySuccess } from '@/lib/notifications/notify';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { UnsavedChangesModal } from '@/lib/ui/unsaved-changes-modal';
import { useUnsavedChangesGuard } from '@/lib/ui/use-unsaved-changes-guard';
import { SettingFields } from './setting-fields';
import { triggerLocationsPath, triggerPath } from './trigger-path';
import { settingFormOf, settingOf, type SettingForm } from './trigger-setting';
import {
  triggerQuery,
  useDeleteTrigger,
  useSaveTrigger,
  useSetAccountEnabled,
} from './triggers.api';

const listPath = '/triggers';

/** What the editor edits: the definition and the account's setting, as its fields hold them. */
interface TriggerDraft {
  name: string;
  triggerGroup: TriggerGroup;
  actionType: TriggerActionType;
  variableName: string;
  activeValue: string;
  setting: SettingForm;
}

const draftOf = (saved: AccountTrigger | null): TriggerDraft => ({
  name: saved?.trigger.name ?? '',
  triggerGroup: saved?.trigger.triggerGroup ?? 'Dayparts',
  actionType: saved?.trigger.actionType ?? 'Play',
  variableName: saved?.trigger.variableName ?? '',
  activeValue: saved?.trigger.activeValue ?? defaultActiveValue,
  setting: settingFormOf(saved?.setting),
});

function inputOf(draft: TriggerDraft, isEnabled: boolean): TriggerInput {
  const isExternal = draft.triggerGroup === 'External';
  return {
    name: draft.name.trim(),
    triggerGroup: draft.triggerGroup,
    actionType: draft.actionType,
    variableName: isExternal ? draft.variableName.trim() : null,
    activeValue: isExternal ? draft.activeValue.trim() || defaultActiveValue : null,
    isEnabled,
    setting: settingOf(draft.triggerGroup, draft.setting),
  };
}

const same = (a: TriggerDraft, b: TriggerDraft) =>
  JSON.stringify(inputOf(a, true)) === JSON.stringify(inputOf(b, true));

/** The fields the form shows the server's problems at; the rest are shown above it. */
const isShownPath = (path: string) =>
  ['name', 'actionType', 'variableName', 'activeValue'].includes(path) ||
  path.startsWith('setting.');

/** The trigger editor: a new trigger, or the one the address names. */
export default function TriggerEditorPage() {
  const { triggerCode } = useParams();
  const loaded = useQuery({ ...triggerQuery(triggerCode ?? ''), enabled: !!triggerCode });
  if (!triggerCode) return <TriggerEditor saved={null} />;
  if (loaded.isPending) return <KitLoader />;
  if (loaded.isError) return <ErrorAlert>{failureTextOf(loaded.error)}</ErrorAlert>;
  return <TriggerEditor key={loaded.data.triggerCode} saved={loaded.data} />;
}

function TriggerEditor({ saved }: { saved: AccountTrigger | null }) {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const [snapshot, setSnapshot] = useState(() => draftOf(saved));
  const [draft, setDraft] = useState(snapshot);
  const [sent, setSent] = useState<TriggerDraft | null>(null);
  const [isEnabled, setEnabled] = useState(saved?.isEnabled ?? true);
  const [isNameLeft, setNameLeft] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const save = useSaveTrigger(saved?.triggerCode ?? null);
  const remove = useDeleteTrigger();
  const enable = useSetAccountEnabled(saved?.triggerCode ?? '');
  const isDirty = !same(draft, snapshot);
  const guard = useUnsavedChangesGuard(isDirty);
  const input = inputOf(draft, isEnabled);
  // The server's problems stand until the draft they were about changes.
  const refusal =
    save.error instanceof ApiError && save.error.isServerText && sent && same(sent, draft)
      ? placeRefusal(save.error.message, isShownPath)
      : null;
  const errors = refusal?.fields ?? {};
  const unplaced = refusal?.other ?? [];
  const nameError =
    errors.name ?? (!input.name && isNameLeft ? t('triggers.editor.nameNeeded') : undefined);
  const allowedActions = actionTypesOfGroup[draft.triggerGroup];

  const submit = (then?: () => void) => {
    setNameLeft(true);
    if (!input.name) return;
    setSent(draft);
    save.mutate(input, {
      onSuccess: (trigger) => {
        const savedDraft = draftOf(trigger);
        guard.release();
        setSnapshot(savedDraft);
        setDraft(savedDraft);
        notifySuccess(t('triggers.editor.saved', { name: trigger.trigger.name }));
        if (then) then();
        else if (!saved)
          void navigate(triggerPath(trigger.triggerCode, trigger.trigger.name), { replace: true });
      },
    });
  };
  const change = (next: Partial<TriggerDraft>) => setDraft((now) => ({ ...now, ...next }));
  const toggleEnabled = (next: boolean) => {
    if (!saved) {
      setEnabled(next);
      return;
    }
    enable.mutate(
      { isEnabled: next, setting: settingOf(snapshot.triggerGroup, snapshot.setting) },
      { onSuccess: (trigger) => setEnabled(trigger.isEnabled) },
    );
  };

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        backTo={listPath}
        extra={
          <Group gap="xs">
            {saved && (
              <Button variant="light" color="red" onClick={() => setDeleting(true)}>
                {t('triggers.editor.delete')}
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
              {t('triggers.editor.save')}
            </Button>
          </Group>
        }
      />
      <Stack gap="md">
        {save.isError && !refusal && (
          <ErrorAlert>{failureTextOf(save.error) ?? t('triggers.editor.failed')}</ErrorAlert>
        )}
        {unplaced.length > 0 && <ErrorAlert>{unplaced.join(' ')}</ErrorAlert>}
        {enable.isError && (
          <ErrorAlert>{failureTextOf(enable.error) ?? t('triggers.editor.failed')}</ErrorAlert>
        )}
        <TextInput
          label={t('triggers.editor.name')}
          value={draft.name}
          onChange={(event) => change({ name: event.currentTarget.value })}
          onBlur={() => setNameLeft(true)}
          error={nameError}
          w={360}
          maw="100%"
          data-autofocus
        />
        <Input.Wrapper
          label={t('triggers.editor.type')}
          description={saved ? t('triggers.editor.typeFixed') : undefined}
        >
          <div>
            <SegmentedControl
              value={draft.triggerGroup}
              disabled={saved !== null}
              data={triggerGroups.map((group) => ({
                value: group,
                label: t(`triggers.groups.${group}`),
              }))}
              onChange={(value) => {
                const triggerGroup = value as TriggerGroup;
                change({ triggerGroup, actionType: actionTypesOfGroup[triggerGroup][0]! });
              }}
            />
          </div>
        </Input.Wrapper>
        <Input.Wrapper label={t('triggers.editor.action')} error={errors.actionType}>
          <div>
            <SegmentedControl
              value={draft.actionType}
              disabled={allowedActions.length < 2}
              data={allowedActions.map((action) => ({
                value: action,
                label: t(`triggers.actions.${action}`),
              }))}
              onChange={(value) => change({ actionType: value as TriggerActionType })}
            />
          </div>
        </Input.Wrapper>
        {draft.triggerGroup === 'External' && (
          <Group align="flex-start">
            <TextInput
              label={t('triggers.editor.variableName')}
              description={t('triggers.editor.variableNameHint')}
              value={draft.variableName}
              onChange={(event) => change({ variableName: event.currentTarget.value })}
              error={errors.variableName}
              w={260}
            />
            <TextInput
              label={t('triggers.editor.activeValue')}
              value={draft.activeValue}
              onChange={(event) => change({ activeValue: event.currentTarget.value })}
              error={errors.activeValue}
              w={200}
            />
          </Group>
        )}
        <KitPanel title={t('triggers.editor.accountSetting')}>
          <Stack gap="sm">
            <Switch
              label={t('triggers.editor.enabled')}
              checked={isEnabled}
              disabled={enable.isPending}
              onChange={(event) => toggleEnabled(event.currentTarget.checked)}
            />
            <SettingFields
              group={draft.triggerGroup}
              form={draft.setting}
              onChange={(setting) => change({ setting })}
              errors={errors}
            />
          </Stack>
        </KitPanel>
        {saved && (
          <KitPanel title={t('triggers.editor.where')}>
            <Stack gap="xs">
              <Anchor
                component={Link}
                to={triggerLocationsPath(saved.triggerCode, saved.trigger.name)}
              >
                {t('triggers.editor.locationsLink')}
              </Anchor>
              <Text size="sm" c="dimmed">
                {saved.usedBy.length === 0
                  ? t('triggers.editor.unused')
                  : t('triggers.editor.usedBy', {
                      names: saved.usedBy.map((use) => use.broadcastName).join(', '),
                    })}
              </Text>
            </Stack>
          </KitPanel>
        )}
      </Stack>
      {isDeleting && saved && (
        <ConfirmModal
          onClose={() => setDeleting(false)}
          isDanger
          title={t('triggers.delete.title')}
          message={t('triggers.delete.question', { name: saved.trigger.name })}
          confirmLabel={t('triggers.delete.confirm')}
          action={remove}
          onConfirm={() =>
            remove.mutate(saved.triggerCode, {
              onSuccess: () => {
                guard.release();
                notifySuccess(t('triggers.delete.done'));
                void navigate(listPath);
              },
            })
          }
        />
      )}
      <UnsavedChangesModal
        {...guard.modal}
        isSaving={save.isPending}
        canSave={input.name !== ''}
        errorMessage={
          save.isError ? (failureTextOf(save.error) ?? t('triggers.editor.failed')) : undefined
        }
        onSave={() => submit(guard.proceed)}
      />
    </>
  );
}
