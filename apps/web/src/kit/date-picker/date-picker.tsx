import { Button, Divider, Group, Popover, Stack, TextInput } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDelayedBlur } from '../action-menu';
import { formatTime, parseTime, TimePicker } from '../time-picker';
import { DatePickerMonth, type MonthView } from './date-picker-month';
import { dateOnlyFormat, parseTypedDate, splitDateValue, toDateValue } from './date-picker-parse';

export interface DatePickerProps {
  label?: string;
  /** `YYYY-MM-DD HH:mm`, or empty for no date. */
  value: string;
  onChange: (value: string) => void;
  withTime?: boolean;
  /** The time used when none is chosen; otherwise 00:00. */
  defaultTime?: string;
  disabled?: boolean;
  /** A problem the caller found with the value; one typed that reads as no date comes first. */
  error?: string;
}

const closeDelayMs = 200;

function viewOf(day: string): MonthView {
  const date = day ? dayjs(day) : dayjs();
  return { year: date.year(), month: date.month() };
}

export function DatePicker({
  label,
  value,
  onChange,
  withTime = false,
  defaultTime,
  disabled,
  error,
}: DatePickerProps) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [day, setDay] = useState('');
  const [time, setTime] = useState('');
  const [text, setText] = useState(() => splitDateValue(value).day);
  const [view, setView] = useState<MonthView>(() => viewOf(splitDateValue(value).day));
  const [isInvalid, setIsInvalid] = useState(false);

  const open = () => {
    if (opened) return;
    const parts = splitDateValue(value);
    // The value may have come after the first draw (an answer loading): the box starts from it.
    setText(parts.day);
    setDay(parts.day);
    setTime(parts.time || defaultTime || '00:00');
    setView(viewOf(parts.day));
    setOpened(true);
  };
  /** Reads the typed text: the day it names (or the current one) and any typed time. */
  const readText = (): { day: string; time: string } => {
    if (text.trim() === '') return { day: '', time };
    const typed = parseTypedDate(text);
    setIsInvalid(typed === null);
    if (!typed) return { day, time };
    const typedTime = withTime ? parseTime(text.trim().split(/\s+/)[1]) : null;
    const nextTime = typedTime ? formatTime(typedTime.hour, typedTime.minute) : time;
    setDay(typed);
    setText(typed);
    setTime(nextTime);
    setView(viewOf(typed));
    return { day: typed, time: nextTime };
  };
  const close = (chosenDay: string, chosenTime = time) => {
    setOpened(false);
    setText(chosenDay);
    onChange(chosenDay ? toDateValue(chosenDay, withTime ? chosenTime : '', defaultTime) : '');
  };
  const { watch, onBlur, cancel } = useDelayedBlur(closeDelayMs, () => {
    const read = readText();
    close(read.day, read.time);
  });

  const pick = (picked: string) => {
    setDay(picked);
    setText(picked);
    setIsInvalid(false);
    // A neighbouring month's day moves the view there.
    setView(viewOf(picked));
    if (!withTime) close(picked);
  };

  return (
    <Popover
      opened={opened}
      position="bottom-start"
      shadow="md"
      trapFocus={false}
      hideDetached={false}
    >
      <Popover.Target>
        {/* The popover marks its target expanded or not, which a textbox may not be (WCAG 4.1.2);
            a text box that opens a calendar dialog is a combobox. */}
        <TextInput
          ref={watch}
          role="combobox"
          label={label}
          placeholder={withTime ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD'}
          leftSection={<IconCalendar size={16} />}
          value={opened || !value ? text : withTime ? value : splitDateValue(value).day}
          disabled={disabled}
          error={isInvalid ? t('kit.date.invalid') : error}
          onFocus={() => {
            cancel();
            open();
          }}
          onBlur={onBlur}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') readText();
            if (event.key === 'Escape') close(day);
          }}
        />
      </Popover.Target>
      <Popover.Dropdown ref={watch} onBlur={onBlur} onFocus={cancel} p="sm">
        <Stack gap="sm">
          <DatePickerMonth
            view={view}
            onViewChange={setView}
            selectedDay={day}
            today={dayjs().format(dateOnlyFormat)}
            onPick={pick}
          />
          {withTime && (
            <>
              <Divider />
              <TimePicker label={t('kit.date.time')} value={time} onChange={setTime} />
            </>
          )}
          <Group justify="space-between">
            <Button
              size="compact-sm"
              variant="subtle"
              color="gray"
              onClick={() => {
                setDay('');
                setText('');
                setIsInvalid(false);
              }}
            >
              {t('kit.date.clear')}
            </Button>
            {withTime && (
              <Button size="compact-sm" onClick={() => close(day)}>
                {t('kit.date.done')}
              </Button>
            )}
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
