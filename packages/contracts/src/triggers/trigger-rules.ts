/**
 * The rules of a trigger's definition and setting, as plain functions of their values with no
 * schema library behind them, so the domain can take them over unchanged. The contracts run them
 * inside their zod schemas; each problem names the field it is about, as a path under the object
 * checked.
 */

export const triggerGroups = ['Dayparts', 'Timer', 'External'] as const;
export type TriggerGroup = (typeof triggerGroups)[number];

export const triggerActionTypes = ['Play', 'Interrupt'] as const;
export type TriggerActionType = (typeof triggerActionTypes)[number];

/** Which actions each group allows: a daypart plays, a timer interrupts, an external does either. */
export const actionTypesOfGroup: Readonly<Record<TriggerGroup, readonly TriggerActionType[]>> = {
  Dayparts: ['Play'],
  Timer: ['Interrupt'],
  External: ['Play', 'Interrupt'],
};

export const triggerLimits = {
  name: 100,
  variableName: 64,
  value: 256,
  dayparts: 50,
  intervalSeconds: { min: 10, max: 24 * 60 * 60 },
} as const;

export const variableNamePattern = /^[A-Za-z0-9_.-]{1,64}$/;
export const defaultActiveValue = 'on';

const clockTime = /^([01]\d|2[0-3]):[0-5]\d$/;

export interface Daypart {
  dayOfWeeks: number;
  weekdayStartTime: string;
  weekdayEndTime: string;
}

export interface TriggerInterval {
  minutes: number;
  seconds: number;
}

export interface TriggerSetting {
  dayparts?: Daypart[];
  interval?: TriggerInterval;
  value?: string;
}

export interface TriggerDefinition {
  name: string;
  triggerGroup: TriggerGroup;
  actionType: TriggerActionType;
  variableName?: string | null;
  activeValue?: string | null;
}

export interface TriggerProblem {
  path: (string | number)[];
  message: string;
}

/** The problems of a definition: the action its group refuses, an external's variable name. */
export function definitionProblems(definition: TriggerDefinition): TriggerProblem[] {
  const problems: TriggerProblem[] = [];
  const allowed = actionTypesOfGroup[definition.triggerGroup];
  if (!allowed.includes(definition.actionType)) {
    problems.push({
      path: ['actionType'],
      message: `A ${definition.triggerGroup} trigger's action is ${allowed.join(' or ')}.`,
    });
  }
  if (definition.triggerGroup === 'External') {
    if (!definition.variableName || !variableNamePattern.test(definition.variableName)) {
      problems.push({
        path: ['variableName'],
        message: 'must be 1 to 64 letters, digits, _ . or -',
      });
    }
    if ((definition.activeValue ?? '').length > triggerLimits.value) {
      problems.push({
        path: ['activeValue'],
        message: `must be at most ${triggerLimits.value} characters`,
      });
    }
  } else if (definition.variableName) {
    problems.push({ path: ['variableName'], message: 'Only an External trigger has one.' });
  }
  return problems;
}

/** Seconds of an interval, as a timer fires every so many from local midnight. */
export function intervalSeconds(interval: TriggerInterval): number {
  return interval.minutes * 60 + interval.seconds;
}

/** The problems of a setting's values, each under `setting`. */
export function settingProblems(setting: TriggerSetting): TriggerProblem[] {
  const problems: TriggerProblem[] = [];
  setting.dayparts?.forEach((daypart, index) => {
    const at = (field: string) => ['setting', 'dayparts', index, field];
    if (!Number.isInteger(daypart.dayOfWeeks) || daypart.dayOfWeeks < 0 || daypart.dayOfWeeks > 127)
      problems.push({ path: at('dayOfWeeks'), message: 'must be a weekday mask from 0 to 127' });
    for (const field of ['weekdayStartTime', 'weekdayEndTime'] as const) {
      if (!clockTime.test(daypart[field]))
        problems.push({ path: at(field), message: 'must be a time as HH:MM' });
    }
  });
  if (setting.interval) {
    const { minutes, seconds } = setting.interval;
    const total = intervalSeconds(setting.interval);
    const { min, max } = triggerLimits.intervalSeconds;
    if (
      !Number.isInteger(minutes) ||
      !Number.isInteger(seconds) ||
      minutes < 0 ||
      seconds < 0 ||
      seconds > 59 ||
      total < min ||
      total > max
    ) {
      problems.push({
        path: ['setting', 'interval'],
        message: 'must be whole minutes and seconds (0-59), from 10 seconds to 24 hours',
      });
    }
  }
  if (setting.value !== undefined && setting.value.length > triggerLimits.value) {
    problems.push({
      path: ['setting', 'value'],
      message: `must be at most ${triggerLimits.value} characters`,
    });
  }
  return problems;
}

/** The problems of an external value sent from outside. */
export function valueProblems(value: string): TriggerProblem[] {
  return value.length > triggerLimits.value
    ? [{ path: ['value'], message: `must be at most ${triggerLimits.value} characters` }]
    : [];
}
