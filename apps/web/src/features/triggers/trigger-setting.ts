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

/** The server's 400 and 409 texts by field: each problem reads `path: message`, joined by '; '. */
export interface Refusal {
  fields: Record<string, string>;
  /** What names no field, shown above the form. */
  other: string[];
}

const placed = /^([A-Za-z]\w*(?:\.[A-Za-z]\w*|\[\d+\])*): (.+)$/s;

export function placeRefusal(message: string): Refusal {
  const refusal: Refusal = { fields: {}, other: [] };
  for (const part of message.split(/; (?=[A-Za-z]\w*(?:\.[A-Za-z]\w*|\[\d+\])*: )/)) {
    const [, path, problem] = placed.exec(part) ?? [];
    if (path && problem && path !== 'request body') refusal.fields[path] = problem;
    else refusal.other.push(part);
  }
  return refusal;
}
