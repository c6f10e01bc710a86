export type DayPeriod = 'AM' | 'PM';

/** Whether people writing this language read the clock in 12 hours. */
export function usesTwelveHourClock(locale: string): boolean {
  const { hourCycle } = new Intl.DateTimeFormat(toBcp47(locale), {
    hour: 'numeric',
  }).resolvedOptions();
  return hourCycle === 'h12' || hourCycle === 'h11';
}

/** 12-hour clock to 24-hour: 12 AM is 00, 12 PM is 12. */
export function toTwentyFourHour(hour: number, period: DayPeriod): number {
  const base = hour % 12;
  return period === 'PM' ? base + 12 : base;
}

/** 24-hour clock to 12-hour with its period. */
export function toTwelveHour(hour: number): { hour: number; period: DayPeriod } {
  return { hour: hour % 12 === 0 ? 12 : hour % 12, period: hour < 12 ? 'AM' : 'PM' };
}

/** Reads `HH:mm`; anything outside 00:00-23:59 is null. */
export function parseTime(
  text: string | null | undefined,
): { hour: number; minute: number } | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text?.trim() ?? '');
  if (!match) return null;
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  return hour <= 23 && minute <= 59 ? { hour, minute } : null;
}

export function formatTime(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

/** The catalogues use `en_US`; Intl wants `en-US`. */
export function toBcp47(locale: string): string {
  return locale.replace('_', '-');
}
