// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/InlineInput.css';
import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { weekdays, type PowerScheduleDay } from '@marquee/domain';
import { useTranslation } from 'react-i18next';
import { TimePicker } from '@/kit/time-picker';
import classes from './player-settings.module.css';
import { daysOffBeforeOn, withDay } from './power-schedule';

interface PowerScheduleEditorProps {
  label: string;
  value: readonly PowerScheduleDay[];
  onChange: (value: PowerScheduleDay[]) => void;
  disabled?: boolean;
}

const workingDay = { on: '08:00', off: '18:00' };

/**
 * A week of power times, day by day: a day switched on has its ON and OFF time, one switched
 * off stays dark; an OFF time before the ON time is flagged on its day (spec 002).
 */
export function PowerScheduleEditor({
  label,
  value,
  onChange,
  disabled,
}: PowerScheduleEditorProps) {
  const { t } = useTranslation();
  const flagged = daysOffBeforeOn(value);
  const dayNames = t('calendar.weekdays', { returnObjects: true }) as string[];
  return (
    <fieldset disabled={disabled} className={classes.bare} aria-label={label}>
      <Stack gap="xs">
        {value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('playerSettings.schedule.alwaysOn')}
          </Text>
        )}
        {weekdays.map((day) => {
          const entry = value.find((candidate) => candidate.day === day);
          const dayName = dayNames[weekdays.indexOf(day)] ?? day;
          const setTimes = (times: { on: string; off: string }) =>
            onChange(withDay(value, day, times));
          return (
            <Stack key={day} gap={4}>
              <Checkbox
                label={dayName}
                checked={entry !== undefined}
                onChange={(event) =>
                  onChange(withDay(value, day, event.currentTarget.checked ? workingDay : null))
                }
              />
              {entry && (
                <Group gap="md" wrap="wrap" pl="xl">
                  <TimePicker
                    label={t('playerSettings.schedule.on', { day: dayName })}
                    value={entry.on}
                    onChange={(on) => setTimes({ on, off: entry.off })}
                  />
                  <TimePicker
                    label={t('playerSettings.schedule.off', { day: dayName })}
                    value={entry.off}
                    onChange={(off) => setTimes({ on: entry.on, off })}
                  />
                </Group>
              )}
              {flagged.has(day) && (
                <Text size="sm" c="red.8" role="alert" pl="xl">
                  {t('playerSettings.schedule.offBeforeOn', { day: dayName })}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
    </fieldset>
  );
}
