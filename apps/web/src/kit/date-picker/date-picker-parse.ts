import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** The widgets' text form of a date value. */
export const dateValueFormat = 'YYYY-MM-DD HH:mm';
export const dateOnlyFormat = 'YYYY-MM-DD';

/**
 * Reads what a person typed into the date field: 8 digits as year-month-day,
 * 6 digits as a two-digit year in this century, or the field's own formats.
 * Returns `YYYY-MM-DD`, or null when it is not a real calendar day.
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  let candidate = trimmed;
  if (/^\d{8}$/.test(trimmed)) {
    candidate = `${trimmed.slice(0, 4)}-${trimmed.slice(4, 6)}-${trimmed.slice(6, 8)}`;
  } else if (/^\d{6}$/.test(trimmed)) {
    candidate = `20${trimmed.slice(0, 2)}-${trimmed.slice(2, 4)}-${trimmed.slice(4, 6)}`;
  }
  const parsed = dayjs(candidate, [dateValueFormat, dateOnlyFormat], true);
  return parsed.isValid() ? parsed.format(dateOnlyFormat) : null;
}

/** Joins a day with a time; the time falls back to the default, else 00:00. */
export function toDateValue(day: string, time: string | null | undefined, defaultTime?: string) {
  return `${day} ${time || defaultTime || '00:00'}`;
}

/** Splits a `YYYY-MM-DD HH:mm` value into its day and time parts. */
export function splitDateValue(value: string | null | undefined): { day: string; time: string } {
  const parsed = value ? dayjs(value, [dateValueFormat, dateOnlyFormat], true) : null;
  if (!parsed?.isValid()) return { day: '', time: '' };
  return {
    day: parsed.format(dateOnlyFormat),
    time: value?.includes(' ') ? parsed.format('HH:mm') : '',
  };
}
