import { describe, expect, it } from 'vitest';
import { instantOfScreenTime, lastHeldMinute, pickerTextOf } from './screen-time';

describe('screen time', () => {
  it("reads a picked time on the screen's wall clock, not the browser's", () => {
    expect(instantOfScreenTime('2026-03-04 10:00', 'Europe/Stockholm')).toBe(
      '2026-03-04T09:00:00.000Z',
    );
    expect(instantOfScreenTime('2026-07-04 10:00', 'Europe/Stockholm')).toBe(
      '2026-07-04T08:00:00.000Z',
    );
    expect(instantOfScreenTime('2026-07-04T10:00', 'Europe/Stockholm')).toBe(
      '2026-07-04T08:00:00.000Z',
    );
    expect(instantOfScreenTime('2026-13-04 10:00', 'UTC')).toBeNull();
    expect(instantOfScreenTime('10:00', 'UTC')).toBeNull();
  });

  it('says a period ending at 17:00 holds through 17:00 on the screen, wherever the browser is', () => {
    // A 17:00 end plays through its last minute, so the answer changes at 17:01 local (16:01Z).
    expect(lastHeldMinute('2026-03-04T16:01:00.000Z', 'Europe/Stockholm')).toBe('2026-03-04 17:00');
    expect(lastHeldMinute('2026-03-04T17:00:00.000Z', 'UTC')).toBe('2026-03-04 16:59');
    expect(pickerTextOf('2026-03-04T10:15:00')).toBe('2026-03-04 10:15');
  });
});
