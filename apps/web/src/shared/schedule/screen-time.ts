import {
  formatLocalDateTime,
  fromLocalMs,
  isLocalDateTimeText,
  parseLocalDateTime,
  toLocalDateTimeText,
  toLocalMs,
} from '@marquee/domain';

/**
 * A picked `YYYY-MM-DD HH:mm` (a date picker's, or a browser time input's with a `T`), read on
 * the screen's wall clock, as an instant.
 */
export function instantOfScreenTime(screenTime: string, timeZone: string): string | null {
  const text = toLocalDateTimeText(screenTime);
  if (!isLocalDateTimeText(text)) return null;
  return new Date(fromLocalMs(parseLocalDateTime(text), timeZone)).toISOString();
}

/** The screen's `YYYY-MM-DDTHH:mm:ss` as the picker shows it. */
export const pickerTextOf = (localDateTime: string) => localDateTime.replace('T', ' ').slice(0, 16);

/** An instant on the screen's wall clock, as the picker shows it. */
export const screenTimeOf = (instantMs: number, timeZone: string) =>
  pickerTextOf(formatLocalDateTime(toLocalMs(instantMs, timeZone)));

/**
 * The last minute on the screen's wall clock at which an answer still holds, given the instant
 * it next changes: a period ending at 17:00 plays through 17:00, so its answer changes at 17:01.
 */
export const lastHeldMinute = (changesAt: string, timeZone: string): string =>
  screenTimeOf(Date.parse(changesAt) - 1, timeZone);
