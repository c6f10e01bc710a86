// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Alert, Chip, Group, Input, SimpleGrid, Stack, Switch } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/kit/date-picker';
import { TimePicker } from '@/kit/time-picker';
import { defaultWindow, periodFormProblem, type PeriodForm } from './period-form';
import { hasDay, toggleDay, weekdayBits } from './week-mask';

interface PeriodFieldsProps {
  form: PeriodForm;
  /** Only the fields that changed, so what the caller keeps of the others stays as it was. */
  onChange: (change: Partial<PeriodForm>) => void;
}

/** One period's fields: from and to, the days, and the daily window or all day. */
export function PeriodFields({ form, onChange }: PeriodFieldsProps) {
  const { t } = useTranslation();
  const weekdays = t('calendar.weekdaysShort', { returnObjects: true }) as string[];
  const problem = periodFormProblem(form);
  const isAllDay = !form.startTime && !form.endTime;

  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DatePicker
          label={t('period.from')}
          value={form.from}
          onChange={(from) => onChange({ from })}
          withTime
        />
        <DatePicker
          label={t('period.to')}
          value={form.to}
          onChange={(to) => onChange({ to })}
          withTime
          defaultTime="23:59"
        />
      </SimpleGrid>
      <Input.Wrapper label={t('period.days')}>
        <Group gap={6} mt={4}>
          {weekdayBits.map((bit) => (
            <Chip
              key={bit}
              size="xs"
              checked={hasDay(form.dayOfWeeks, bit)}
              onChange={() => onChange({ dayOfWeeks: toggleDay(form.dayOfWeeks, bit) })}
            >
              {weekdays[bit]}
            </Chip>
          ))}
        </Group>
      </Input.Wrapper>
      <Switch
        label={t('period.allDay')}
        checked={isAllDay}
        onChange={(event) =>
          onChange(event.currentTarget.checked ? { startTime: '', endTime: '' } : defaultWindow)
        }
      />
      {!isAllDay && (
        <Group gap="lg">
          <TimePicker
            label={t('period.startTime')}
            value={form.startTime}
            onChange={(startTime) => onChange({ startTime })}
          />
          <TimePicker
            label={t('period.endTime')}
            value={form.endTime}
            onChange={(endTime) => onChange({ endTime })}
          />
        </Group>
      )}
      {problem && <Alert color="orange">{t(`period.problems.${problem}`)}</Alert>}
    </Stack>
  );
}
