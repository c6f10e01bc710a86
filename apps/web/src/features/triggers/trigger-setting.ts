import type { Daypart, TriggerGroup, TriggerSettingInput } from '@marquee/contracts';
import { everyDay } from '@/shared/schedule/week-mask';

/** A setting as its fields edit it, whatever the group; `settingOf` keeps the group's part. */
export interface SettingForm {
  dayparts: Daypart[];
  minutes: number;
  seconds: number;
  value: string;
}

export const newDaypart = (): Daypart => ({
  dayOfWeeks: everyDay,
  weekdayStartTime: '08:00',
  weekdayEndTime: '17:00',
});

export function settingFormOf(setting: TriggerSettingInput | null | undefined): SettingForm {
  return {
    dayparts: setting?.dayparts ?? [newDaypart()],
    minutes: setting?.interval?.minutes ?? 15,
    seconds: setting?.interval?.seconds ?? 0,
    value: setting?.value ?? '',
  };
}

export function settingOf(group: TriggerGroup, form: SettingForm): TriggerSettingInput {
  if (group === 'Dayparts') return { dayparts: form.dayparts };
  if (group === 'Timer') return { interval: { minutes: form.minutes, seconds: form.seconds } };
  return { value: form.value };
}
