import { Stack } from '@mantine/core';
import type { MediaRow } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { periodFormProblem, type PeriodForm } from '@/shared/schedule/period-form';
import { PeriodFields } from '@/shared/schedule/period-fields';
import { PlaylistEditError } from './playlist-edit-error';
import { formOf, periodsOf } from './playlist-schedule';

interface PlaylistScheduleModalProps {
  row: MediaRow;
  isSaving: boolean;
  /** Why the last save failed, shown in the spec's words with its details. */
  error: unknown;
  onSave: (periods: ReturnType<typeof periodsOf>) => void;
  onClose: () => void;
}

/** When a row plays: from and to, on which days, and in which daily window. */
export function PlaylistScheduleModal({ row, ...props }: PlaylistScheduleModalProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState<PeriodForm>(() => formOf(row.periods[0]));

  return (
    <KitModal
      opened
      onClose={props.onClose}
      title={t('playlist.scheduleTitle', { name: row.displayName })}
      onConfirm={() => props.onSave(periodsOf(form))}
      confirmLabel={t('playlist.save')}
      isConfirming={props.isSaving}
      isConfirmDisabled={periodFormProblem(form) !== null}
    >
      <Stack gap="md">
        <PeriodFields
          form={form}
          onChange={(change) => setForm((current) => ({ ...current, ...change }))}
        />
        <PlaylistEditError error={props.error} />
      </Stack>
    </KitModal>
  );
}
