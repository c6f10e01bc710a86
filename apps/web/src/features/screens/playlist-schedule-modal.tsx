// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Chip, Group, Input, SimpleGrid, Stack, Switch } from '@mantine/core';
import type { MediaRow } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/kit/date-picker';
import { KitModal } from '@/kit/modal';
import { TimePicker } from '@/kit/time-picker';
import { PlaylistEditError } from './playlist-edit-error';
import {
  formOf,
  hasDay,
  periodsOf,
  scheduleProblem,
  toggleDay,
  weekdayBits,
  type ScheduleForm,
} from './playlist-schedule';

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
  const [form, setForm] = useState<ScheduleForm>(() => formOf(row.periods[0]));
  const weekdays = t('calendar.weekdaysShort', { returnObjects: true }) as string[];
  const problem = scheduleProblem(form);
  const isAllDay = !form.startTime && !form.endTime;
  const set = (change: Partial<ScheduleForm>) => setForm((current) => ({ ...current, ...change }));

  return (
    <KitModal
      opened
      onClose={props.onClose}
      title={t('playlist.scheduleTitle', { name: row.displayName })}
      onConfirm={() => props.onSave(periodsOf(form))}
      confirmLabel={t('playlist.save')}
      isConfirming={props.isSaving}
      isConfirmDisabled={problem !== null}
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DatePicker
            label={t('playlist.from')}
            value={form.from}
            onChange={(from) => set({ from })}
            withTime
          />
          <DatePicker
            label={t('playlist.to')}
            value={form.to}
            onChange={(to) => set({ to })}
            withTime
            defaultTime="23:59"
          />
        </SimpleGrid>
        <Input.Wrapper label={t('playlist.days')}>
          <Group gap={6} mt={4}>
            {weekdayBits.map((bit) => (
              <Chip
                key={bit}
                size="xs"
                checked={hasDay(form.dayOfWeeks, bit)}
                onChange={() => set({ dayOfWeeks: toggleDay(form.dayOfWeeks, bit) })}
              >
                {weekdays[bit]}
              </Chip>
            ))}
          </Group>
        </Input.Wrapper>
        <Switch
          label={t('playlist.allDay')}
          checked={isAllDay}
          onChange={(event) =>
            set(
              event.currentTarget.checked
                ? { startTime: '', endTime: '' }
                : { startTime: '08:00', endTime: '17:00' },
            )
          }
        />
        {!isAllDay && (
          <Group gap="lg">
            <TimePicker
              label={t('playlist.startTime')}
              value={form.startTime}
              onChange={(startTime) => set({ startTime })}
            />
            <TimePicker
              label={t('playlist.endTime')}
              value={form.endTime}
              onChange={(endTime) => set({ endTime })}
            />
          </Group>
        )}
        {problem && <Alert color="orange">{t(`playlist.problems.${problem}`)}</Alert>}
        <PlaylistEditError error={props.error} />
      </Stack>
    </KitModal>
  );
}
