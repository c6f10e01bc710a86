import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/NumberInput.css';
import {
  ActionIcon,
  Button,
  Chip,
  Group,
  Input,
  NumberInput,
  Paper,
  Stack,
  TextInput,
} from '@mantine/core';
import type { Daypart, TriggerGroup } from '@marquee/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { TimePicker } from '@/kit/time-picker';
import { hasDay, toggleDay, weekdayBits } from '@/shared/schedule/week-mask';
import { newDaypart, type SettingForm } from './trigger-setting';

interface SettingFieldsProps {
  group: TriggerGroup;
  form: SettingForm;
  onChange: (form: SettingForm) => void;
  /** The server's problems by its path (`setting.dayparts[0].weekdayStartTime`). */
  errors: Record<string, string>;
}

/** A setting's fields for one group: daypart rows, a timer's interval, or an external value. */
export function SettingFields({ group, form, onChange, errors }: SettingFieldsProps) {
  const { t } = useTranslation();
  if (group === 'Timer') {
    return (
      <Input.Wrapper label={t('triggers.setting.interval')} error={errors['setting.interval']}>
        <Group gap="sm">
          <NumberInput
            label={t('triggers.setting.minutes')}
            value={form.minutes}
            min={0}
            max={1440}
            allowDecimal={false}
            onChange={(value) => onChange({ ...form, minutes: Number(value) || 0 })}
            w={140}
          />
          <NumberInput
            label={t('triggers.setting.seconds')}
            value={form.seconds}
            min={0}
            max={59}
            allowDecimal={false}
            onChange={(value) => onChange({ ...form, seconds: Number(value) || 0 })}
            w={140}
          />
        </Group>
      </Input.Wrapper>
    );
  }
  if (group === 'External') {
    return (
      <TextInput
        label={t('triggers.setting.value')}
        description={t('triggers.setting.valueHint')}
        value={form.value}
        onChange={(event) => onChange({ ...form, value: event.currentTarget.value })}
        error={errors['setting.value']}
        w={360}
        maw="100%"
      />
    );
  }
  const change = (index: number, daypart: Daypart) =>
    onChange({ ...form, dayparts: form.dayparts.map((d, i) => (i === index ? daypart : d)) });
  return (
    <Input.Wrapper label={t('triggers.setting.dayparts')} error={errors['setting.dayparts']}>
      <Stack gap="xs">
        {form.dayparts.map((daypart, index) => (
          <DaypartRow
            key={index}
            daypart={daypart}
            index={index}
            errors={errors}
            onChange={(next) => change(index, next)}
            onRemove={() =>
              onChange({ ...form, dayparts: form.dayparts.filter((_, i) => i !== index) })
            }
          />
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => onChange({ ...form, dayparts: [...form.dayparts, newDaypart()] })}
          >
            {t('triggers.setting.addDaypart')}
          </Button>
        </Group>
      </Stack>
    </Input.Wrapper>
  );
}

interface DaypartRowProps {
  daypart: Daypart;
  index: number;
  errors: Record<string, string>;
  onChange: (daypart: Daypart) => void;
  onRemove: () => void;
}

function DaypartRow({ daypart, index, errors, onChange, onRemove }: DaypartRowProps) {
  const { t } = useTranslation();
  const weekdays = t('calendar.weekdaysShort', { returnObjects: true }) as string[];
  const at = `setting.dayparts[${index}]`;
  const error =
    errors[`${at}.weekdayStartTime`] ??
    errors[`${at}.weekdayEndTime`] ??
    errors[`${at}.dayOfWeeks`] ??
    errors[at];
  return (
    <Paper
      withBorder
      p="sm"
      role="group"
      aria-label={t('triggers.setting.daypart', { n: index + 1 })}
    >
      <Group justify="space-between" align="flex-end">
        <Group gap={4}>
          {weekdayBits.map((bit) => (
            <Chip
              key={bit}
              size="xs"
              checked={hasDay(daypart.dayOfWeeks, bit)}
              onChange={() =>
                onChange({ ...daypart, dayOfWeeks: toggleDay(daypart.dayOfWeeks, bit) })
              }
            >
              {weekdays[bit]}
            </Chip>
          ))}
        </Group>
        <Group gap="sm" align="flex-end">
          <TimePicker
            label={t('triggers.setting.start')}
            value={daypart.weekdayStartTime}
            onChange={(weekdayStartTime) => onChange({ ...daypart, weekdayStartTime })}
          />
          <TimePicker
            label={t('triggers.setting.end')}
            value={daypart.weekdayEndTime}
            onChange={(weekdayEndTime) => onChange({ ...daypart, weekdayEndTime })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('triggers.setting.removeDaypart')}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {error && <Input.Error mt="xs">{error}</Input.Error>}
    </Paper>
  );
}
