import { defaultActiveValue, type TriggerGroup, type TriggerSetting } from '@marquee/contracts';
import { toLocalMs } from '@marquee/domain';

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const dayBit = (mask: number, weekday: number) => (mask & (1 << weekday)) !== 0;

/**
 * Whether a setting holds at an instant in a zone, as the account's list shows it. A daypart
 * across midnight belongs to the day it starts; one whose end is its start lasts a whole day.
 * An external holds while its value is the active one (trimmed, any case). A timer fires rather
 * than holds, so it never does. The screens' own reading is the domain resolver's.
 */
export function isSettingActive(
  trigger: { triggerGroup: TriggerGroup; activeValue: string | null },
  setting: TriggerSetting,
  at: { instantMs: number; timeZone: string },
): boolean {
  if (trigger.triggerGroup === 'External') {
    const active = (trigger.activeValue ?? defaultActiveValue).trim().toLowerCase();
    return setting.value !== undefined && setting.value.trim().toLowerCase() === active;
  }
  if (trigger.triggerGroup !== 'Dayparts') return false;
  const local = new Date(toLocalMs(at.instantMs, at.timeZone));
  const weekday = (local.getUTCDay() + 6) % 7;
  const yesterday = (weekday + 6) % 7;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  return (setting.dayparts ?? []).some((daypart) => {
    const start = minutesOf(daypart.weekdayStartTime);
    const end = minutesOf(daypart.weekdayEndTime);
    if (start < end) return dayBit(daypart.dayOfWeeks, weekday) && minute >= start && minute < end;
    return (
      (dayBit(daypart.dayOfWeeks, weekday) && minute >= start) ||
      (dayBit(daypart.dayOfWeeks, yesterday) && minute < end)
    );
  });
}
