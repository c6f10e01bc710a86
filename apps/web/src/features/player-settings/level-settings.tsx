import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import type { PlayerSettingView } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/kit/error-alert';
import { serverTextOf } from '@/lib/api/api-error';
import { notifyError, notifySuccess } from '@/lib/notifications/notify';
import { LeaveGuard } from '@/shared/support/leave-guard';
import { levelSettingsQuery, useSaveLevelSettings, type LevelTarget } from './player-settings.api';
import {
  changesOf,
  matchingRows,
  problemsBySetting,
  withDraft,
  type SettingDraft,
  type SettingDrafts,
} from './setting-drafts';
import { SettingRow } from './setting-row';
import { useSettingTexts } from './setting-texts';

interface LevelSettingsProps {
  target: LevelTarget;
  canEdit: boolean;
  searchText: string;
}

/**
 * The settings of one account, location or screen, changed in place and saved together: only
 * the changed ones are sent, and a refusal stays on screen, on the settings it names.
 */
export function LevelSettings({ target, canEdit, searchText }: LevelSettingsProps) {
  const { t } = useTranslation();
  const { nameOf, descriptionOf } = useSettingTexts();
  const settings = useQuery(levelSettingsQuery(target));
  const save = useSaveLevelSettings(target);
  const [drafts, setDrafts] = useState<SettingDrafts>(new Map());
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const rows = matchingRows(settings.data ?? [], searchText, (row: PlayerSettingView) => [
    row.playerSettingCode,
    nameOf(row.definition),
    descriptionOf(row.definition),
  ]);
  const draftOf = (row: PlayerSettingView, draft: SettingDraft) => {
    setDrafts((was) => withDraft(was, row, draft));
    setProblems((was) => {
      const next = new Map(was);
      next.delete(row.playerSettingCode);
      return next;
    });
  };
  const submit = () => {
    const sent = changesOf(drafts);
    save.mutate(sent, {
      onSuccess: () => {
        setDrafts(new Map());
        setProblems(new Map());
        notifySuccess(t('playerSettings.saved', { count: sent.length }));
      },
      onError: (error) => {
        const text = serverTextOf(error);
        notifyError(text ?? t('playerSettings.saveFailed'));
        setProblems(text ? problemsBySetting(text, sent) : new Map());
      },
    });
  };
  if (settings.isPending && !settings.isError) return <Loader size="sm" />;
  return (
    <Stack gap="md">
      {settings.isError && (
        <ErrorAlert>{serverTextOf(settings.error) ?? t('playerSettings.loadFailed')}</ErrorAlert>
      )}
      {settings.isSuccess && rows.length === 0 && (
        <Text c="dimmed">{t('playerSettings.noSettings')}</Text>
      )}
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {rows.map((row) => (
          <SettingRow
            key={row.playerSettingCode}
            row={row}
            level={target.type}
            draft={drafts.get(row.playerSettingCode)}
            canEdit={canEdit}
            problem={problems.get(row.playerSettingCode)}
            onDraft={(draft) => draftOf(row, draft)}
          />
        ))}
      </Stack>
      {save.isError && (
        <ErrorAlert>{serverTextOf(save.error) ?? t('playerSettings.saveFailed')}</ErrorAlert>
      )}
      {canEdit && (
        <Group
          gap="sm"
          pos="sticky"
          bottom={0}
          py="sm"
          bg="var(--mantine-color-body)"
          style={{ zIndex: 1 }}
        >
          <Button onClick={submit} loading={save.isPending} disabled={drafts.size === 0}>
            {t('playerSettings.save')}
          </Button>
          <Button
            variant="default"
            disabled={drafts.size === 0}
            onClick={() => setDrafts(new Map())}
          >
            {t('playerSettings.discard')}
          </Button>
          {drafts.size > 0 && (
            <Text size="sm" c="dimmed">
              {t('playerSettings.changes', { count: drafts.size })}
            </Text>
          )}
        </Group>
      )}
      <LeaveGuard isDirty={canEdit && drafts.size > 0 && !save.isPending} />
    </Stack>
  );
}
