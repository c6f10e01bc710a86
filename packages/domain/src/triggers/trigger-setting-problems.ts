import {
  actionTypesOf,
  type ActionType,
  type TriggerGroup,
  type TriggerSetting,
} from './trigger-types';

/** A field of a trigger setting that is wrong, by its path in the setting, and why. */
export interface TriggerSettingProblem {
  path: string;
  message: string;
}

const minIntervalMs = 10_000;
const maxIntervalMs = 24 * 60 * 60 * 1000;
const maxTriggerValueLength = 256;

const variableName = /^[A-Za-z0-9_.-]{1,64}$/;

/** Whether a text can name an external trigger's variable. */
export const isVariableName = (text: string): boolean => variableName.test(text);

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A timer's interval in milliseconds. */
export const intervalMs = ({ minutes, seconds }: { minutes: number; seconds: number }) =>
  (minutes * 60 + seconds) * 1000;

/** Whether a trigger group takes an action type (a timer only interrupts, a daypart only plays). */
export const acceptsActionType = (triggerGroup: TriggerGroup, actionType: ActionType): boolean =>
  actionTypesOf[triggerGroup].includes(actionType);

function daypartProblems(dayparts: TriggerSetting['dayparts']): TriggerSettingProblem[] {
  if (!Array.isArray(dayparts)) {
    return [{ path: 'dayparts', message: 'expected a list of dayparts' }];
  }
  return dayparts.flatMap((daypart, index) => {
    const problems: TriggerSettingProblem[] = [];
    const { dayOfWeeks } = daypart;
    if (!Number.isInteger(dayOfWeeks) || dayOfWeeks < 0 || dayOfWeeks > 127) {
      problems.push({
        path: `dayparts.${index}.dayOfWeeks`,
        message: 'expected a weekday mask from 0 to 127',
      });
    }
    for (const field of ['weekdayStartTime', 'weekdayEndTime'] as const) {
      if (typeof daypart[field] !== 'string' || !hhmm.test(daypart[field])) {
        problems.push({ path: `dayparts.${index}.${field}`, message: 'expected a time as HH:MM' });
      }
    }
    return problems;
  });
}

function intervalProblems(interval: TriggerSetting['interval']): TriggerSettingProblem[] {
  const isCount = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
  if (
    !interval ||
    !isCount(interval.minutes) ||
    !isCount(interval.seconds) ||
    interval.seconds > 59 ||
    intervalMs(interval) < minIntervalMs ||
    intervalMs(interval) > maxIntervalMs
  ) {
    return [
      {
        path: 'interval',
        message: 'expected whole minutes and seconds (0-59), from 10 seconds to 24 hours',
      },
    ];
  }
  return [];
}

/** What is wrong with an external trigger's value: a setting's, or one sent from outside. */
export function triggerValueProblems(value: unknown, path = 'value'): TriggerSettingProblem[] {
  if (typeof value !== 'string' || value.length > maxTriggerValueLength) {
    return [{ path, message: `expected text of at most ${maxTriggerValueLength} characters` }];
  }
  return [];
}

/**
 * What is wrong with a setting for a trigger of a group; fields another group reads are not
 * looked at.
 */
export function triggerSettingProblems(
  triggerGroup: TriggerGroup,
  setting: TriggerSetting,
): TriggerSettingProblem[] {
  switch (triggerGroup) {
    case 'Dayparts':
      return daypartProblems(setting.dayparts);
    case 'Timer':
      return intervalProblems(setting.interval);
    case 'External':
      return setting.value === undefined || setting.value === null
        ? []
        : triggerValueProblems(setting.value);
  }
}

/**
 * What is wrong with the fields a setting holds, whatever its group: a request carries a setting
 * before its trigger (and so its group) is read, so the edge checks every field given, and the
 * group's own fields are what `triggerSettingProblems` then asks for.
 */
export function settingFieldProblems(setting: TriggerSetting): TriggerSettingProblem[] {
  return [
    ...(setting.dayparts ? daypartProblems(setting.dayparts) : []),
    ...(setting.interval ? intervalProblems(setting.interval) : []),
    ...(setting.value === undefined || setting.value === null
      ? []
      : triggerValueProblems(setting.value)),
  ];
}
