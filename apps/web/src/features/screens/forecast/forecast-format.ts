import type { ForecastHorizon } from '@marquee/contracts';
import { toBcp47 } from '@/kit/time-picker';

/** How the axis names its marks and the details name instants, for a horizon and language. */
export function forecastFormats(language: string, horizon: ForecastHorizon) {
  const locale = toBcp47(language);
  const tick = new Intl.DateTimeFormat(
    locale,
    horizon === 'day'
      ? { hour: 'numeric' }
      : horizon === 'year'
        ? { month: 'short' }
        : horizon === 'week'
          ? { weekday: 'short', day: 'numeric' }
          : { day: 'numeric', month: 'short' },
  );
  const instant = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const isSameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();
  return {
    tick: (at: Date) => tick.format(at),
    /** From and until; until's date only when it is another day. */
    span: (from: Date, until: Date) =>
      `${instant.format(from)} – ${(isSameDay(from, until) ? time : instant).format(until)}`,
    day: (at: Date) => day.format(at),
  };
}

export type ForecastFormats = ReturnType<typeof forecastFormats>;
