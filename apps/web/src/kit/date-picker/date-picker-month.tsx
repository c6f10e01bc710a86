import { ActionIcon, Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buildMonthWeeks, monthNames, weekdayNames, yearLabel } from './date-picker-calendar';
import classes from './date-picker.module.css';

export interface MonthView {
  year: number;
  month: number;
}

interface DatePickerMonthProps {
  view: MonthView;
  onViewChange: (view: MonthView) => void;
  selectedDay: string;
  today: string;
  onPick: (day: string) => void;
}

export function shiftMonth(view: MonthView, by: number): MonthView {
  const index = view.year * 12 + view.month + by;
  return { year: Math.floor(index / 12), month: ((index % 12) + 12) % 12 };
}

/** One month, Monday first, with ISO week numbers and clickable neighbouring days. */
export function DatePickerMonth({
  view,
  onViewChange,
  selectedDay,
  today,
  onPick,
}: DatePickerMonthProps) {
  const { t, i18n } = useTranslation();
  const weeks = buildMonthWeeks(view.year, view.month);
  const weekdays = weekdayNames(i18n.language);
  return (
    <div>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('kit.date.previousMonth')}
          onClick={() => onViewChange(shiftMonth(view, -1))}
        >
          <IconChevronLeft size={16} />
        </ActionIcon>
        <Text fw={600} size="sm" aria-live="polite" data-testid="month-label">
          {monthNames(i18n.language)[view.month]} {yearLabel(view.year)}
        </Text>
        <ActionIcon
          variant="subtle"
          aria-label={t('kit.date.nextMonth')}
          onClick={() => onViewChange(shiftMonth(view, 1))}
        >
          <IconChevronRight size={16} />
        </ActionIcon>
      </Group>
      <table className={classes.month} role="grid">
        <thead>
          <tr>
            <th className={classes.weekNumber} abbr={t('kit.date.weekNumber')}>
              {t('kit.date.week')}
            </th>
            {weekdays.map((name) => (
              <th key={name}>{name}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.days[0]?.date}>
              <td className={classes.weekNumber}>{week.isoWeek}</td>
              {week.days.map((day) => (
                <td key={day.date}>
                  <UnstyledButton
                    className={classes.day}
                    data-outside={!day.isInMonth || undefined}
                    data-selected={day.date === selectedDay || undefined}
                    data-today={day.date === today || undefined}
                    // The name starts with the number shown (WCAG 2.5.3), then the full date.
                    aria-label={`${day.dayOfMonth}, ${day.date}`}
                    aria-pressed={day.date === selectedDay}
                    onClick={() => onPick(day.date)}
                  >
                    {day.dayOfMonth}
                  </UnstyledButton>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
