import { Group, Input, NativeSelect, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  formatTime,
  parseTime,
  toTwelveHour,
  toTwentyFourHour,
  usesTwelveHourClock,
  type DayPeriod,
} from './time-convert';

export interface TimePickerProps {
  /** `HH:mm` on the 24-hour clock, whatever the display. */
  value: string;
  onChange: (value: string) => void;
  label?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const minutes = Array.from({ length: 60 }, (_, m) => pad(m));
const hours24 = Array.from({ length: 24 }, (_, h) => pad(h));
const hours12 = Array.from({ length: 12 }, (_, h) => String(h + 1));

/** Hours 1-12 with AM/PM where the language reads a 12-hour clock, else 00-23. */
export function TimePicker({ value, onChange, label }: TimePickerProps) {
  const { t, i18n } = useTranslation();
  const isTwelveHour = usesTwelveHourClock(i18n.language);
  const time = parseTime(value) ?? { hour: 0, minute: 0 };
  const twelve = toTwelveHour(time.hour);
  const setHour = (hour: number) => onChange(formatTime(hour, time.minute));

  return (
    <Input.Wrapper label={label}>
      <Group gap={6} wrap="nowrap" role="group" aria-label={label ?? t('kit.time.label')}>
        <NativeSelect
          aria-label={t('kit.time.hours')}
          size="xs"
          data={isTwelveHour ? hours12 : hours24}
          value={isTwelveHour ? String(twelve.hour) : pad(time.hour)}
          onChange={(event) => {
            const picked = Number(event.currentTarget.value);
            setHour(isTwelveHour ? toTwentyFourHour(picked, twelve.period) : picked);
          }}
        />
        <Text fw={600}>:</Text>
        <NativeSelect
          aria-label={t('kit.time.minutes')}
          size="xs"
          data={minutes}
          value={pad(time.minute)}
          onChange={(event) => onChange(formatTime(time.hour, Number(event.currentTarget.value)))}
        />
        {isTwelveHour && (
          <NativeSelect
            aria-label={t('kit.time.period')}
            size="xs"
            data={[
              { value: 'AM', label: t('kit.time.am') },
              { value: 'PM', label: t('kit.time.pm') },
            ]}
            value={twelve.period}
            onChange={(event) => {
              const period: DayPeriod = event.currentTarget.value === 'PM' ? 'PM' : 'AM';
              setHour(toTwentyFourHour(twelve.hour, period));
            }}
          />
        )}
      </Group>
    </Input.Wrapper>
  );
}
