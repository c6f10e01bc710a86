import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Switch.css';
import { ActionIcon, Alert, Button, Chip, Group, Input, Paper, Stack, Switch } from '@mantine/core';
import type { BroadcastPeriod } from '@marquee/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/kit/date-picker';
import { TimePicker } from '@/kit/time-picker';
import { hasDay, toggleDay, weekdayBits } from '@/lib/schedule/week-mask';
import { localTextOf, newPeriod, periodProblem, pickerTextOf } from './broadcast-periods';
import type { BroadcastDraft } from './broadcast-draft';

interface WhenSectionProps {
  schedule: BroadcastDraft['schedule'];
  onChange: (schedule: BroadcastDraft['schedule']) => void;
}

/** When: the periods (none plays always) and the takeover toggle. */
export function WhenSection({ schedule, onChange }: WhenSectionProps) {
  const { t } = useTranslation();
  const setPeriods = (periods: BroadcastPeriod[]) =>
    onChange({ ...schedule, periods, isScheduled: periods.length > 0 });
  const setPeriod = (index: number, change: Partial<BroadcastPeriod>) =>
    setPeriods(schedule.periods.map((p, at) => (at === index ? { ...p, ...change } : p)));

  return (
    <Stack gap="sm">
      {schedule.periods.length === 0 && (
        <Alert color="gray" variant="light">
          {t('broadcasts.editor.always')}
        </Alert>
      )}
      {schedule.periods.map((period, index) => (
        <PeriodCard
          // Periods have no identity of their own while edited; their place is it.
          key={index}
          period={period}
          onChange={(change) => setPeriod(index, change)}
          onRemove={() => setPeriods(schedule.periods.filter((_, at) => at !== index))}
        />
      ))}
      <Group justify="space-between">
        <Button variant="default" onClick={() => setPeriods([...schedule.periods, newPeriod])}>
          {t('broadcasts.editor.addPeriod')}
        </Button>
        <Switch
          label={t('broadcasts.editor.takeover')}
          checked={schedule.isTakeover}
          onChange={() => onChange({ ...schedule, isTakeover: !schedule.isTakeover })}
        />
      </Group>
    </Stack>
  );
}

interface PeriodCardProps {
  period: BroadcastPeriod;
  onChange: (change: Partial<BroadcastPeriod>) => void;
  onRemove: () => void;
}

function PeriodCard({ period, onChange, onRemove }: PeriodCardProps) {
  const { t } = useTranslation();
  const weekdays = t('calendar.weekdaysShort', { returnObjects: true }) as string[];
  const problem = periodProblem(period);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="sm">
        <Group align="flex-end" gap="sm">
          <DatePicker
            label={t('playlist.from')}
            value={pickerTextOf(period.startDateTime)}
            onChange={(text) => onChange({ startDateTime: localTextOf(text) })}
            withTime
          />
          <DatePicker
            label={t('playlist.to')}
            value={pickerTextOf(period.endDateTime)}
            onChange={(text) => onChange({ endDateTime: localTextOf(text) })}
            withTime
            defaultTime="23:59"
          />
          <TimePicker
            label={t('playlist.startTime')}
            value={period.weekdayStartTime ?? ''}
            onChange={(text) => onChange({ weekdayStartTime: text || null })}
          />
          <TimePicker
            label={t('playlist.endTime')}
            value={period.weekdayEndTime ?? ''}
            onChange={(text) => onChange({ weekdayEndTime: text || null })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('broadcasts.editor.removePeriod')}
            onClick={onRemove}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Input.Wrapper label={t('playlist.days')}>
          <Group gap={6} mt={4}>
            {weekdayBits.map((bit) => (
              <Chip
                key={bit}
                size="xs"
                checked={hasDay(period.dayOfWeeks, bit)}
                onChange={() => onChange({ dayOfWeeks: toggleDay(period.dayOfWeeks, bit) })}
              >
                {weekdays[bit]}
              </Chip>
            ))}
          </Group>
        </Input.Wrapper>
        {problem && <Alert color="orange">{t(`playlist.problems.${problem}`)}</Alert>}
      </Stack>
    </Paper>
  );
}
