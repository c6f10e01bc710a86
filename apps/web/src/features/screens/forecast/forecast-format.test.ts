import { describe, expect, it } from 'vitest';
import { forecastFormats } from './forecast-format';

describe('forecastFormats', () => {
  it('names the second date of a span only when it is another day', () => {
    const { span } = forecastFormats('en_US', 'week');
    const sameDay = span(new Date(2026, 2, 2, 9), new Date(2026, 2, 2, 17));
    const nextDay = span(new Date(2026, 2, 2, 22), new Date(2026, 2, 3, 2));
    expect(sameDay.match(/Mar/g)).toHaveLength(1);
    expect(nextDay.match(/Mar/g)).toHaveLength(2);
  });
});
