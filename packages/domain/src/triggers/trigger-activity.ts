import { answerChanges } from '../schedule/answer-changes';
import { dayMs, instantOfWallTime } from '../schedule/local-time';
import { isOnDuring, type Period } from '../schedule/period';
import { ScheduleEdges } from '../schedule/schedule-edges';
import { zoneLocalMs, zoneOffsetAt } from '../schedule/zone-offsets';
import { intervalMs } from './trigger-setting-problems';
import {
  defaultActiveValue,
  type Daypart,
  type ScreenTrigger,
  type TriggerDefinition,
  type TriggerInterval,
  type TriggerStates,
} from './trigger-types';

const periodsOfDayparts = new WeakMap<readonly Daypart[], Period[]>();

/** Dayparts as broadcast periods without dates, read once (settings are values). */
export function daypartPeriods(dayparts: readonly Daypart[]): readonly Period[] {
  let periods = periodsOfDayparts.get(dayparts);
  if (!periods) {
    periods = dayparts.map((daypart) => ({
      startDateTime: null,
      endDateTime: null,
      dayOfWeeks: daypart.dayOfWeeks,
      weekdayStartTime: daypart.weekdayStartTime,
      weekdayEndTime: daypart.weekdayEndTime,
    }));
    periodsOfDayparts.set(dayparts, periods);
  }
  return periods;
}

/** Whether an external value meets the definition's active value: trimmed, in any case. */
export function isExternalActive(definition: TriggerDefinition, value: string | null | undefined) {
  if (value === null || value === undefined) return false;
  const wanted = (definition.activeValue ?? defaultActiveValue).trim().toLowerCase();
  return value.trim().toLowerCase() === wanted;
}

/**
 * A trigger's state between firings: a constant, or the periods it is active during. Disabled
 * or unknown triggers are never active. An Interrupt trigger is active only at its firings (a
 * timer's, an external value's change), so between them it reads as inactive.
 */
export function triggerActivity(trigger: ScreenTrigger | undefined): readonly Period[] | boolean {
  if (!trigger?.setting || trigger.definition.actionType === 'Interrupt') return false;
  switch (trigger.definition.triggerGroup) {
    case 'Dayparts': {
      const dayparts = trigger.setting.dayparts ?? [];
      return dayparts.length ? daypartPeriods(dayparts) : false;
    }
    case 'External':
      return isExternalActive(trigger.definition, trigger.setting.value);
    case 'Timer':
      return false;
  }
}

/** Whether a trigger holds at a local time. */
export const isActivityOn = (activity: readonly Period[] | boolean, localMs: number): boolean =>
  typeof activity === 'boolean' ? activity : isOnDuring(activity, localMs);

/** Whether a trigger is active at an instant, in the screen location's zone. */
export const triggerActiveAt = (
  trigger: ScreenTrigger | undefined,
  at: Date,
  timeZone: string,
): boolean => isActivityOn(triggerActivity(trigger), zoneLocalMs(at.getTime(), timeZone));

/** The first instant whose wall time is `localMs`, by the zone's cached offsets. */
const instantOfLocal = (localMs: number, timeZone: string): number =>
  instantOfWallTime(localMs, (instantMs) => zoneOffsetAt(instantMs, timeZone));

/**
 * A timer's first firing after an instant. It fires at each local midnight and every interval
 * after it, in elapsed time, until the next local midnight starts the count again.
 */
export function nextTimerFiring(interval: TriggerInterval, timeZone: string, afterMs: number) {
  const everyMs = intervalMs(interval);
  const midnight = Math.floor(zoneLocalMs(afterMs, timeZone) / dayMs) * dayMs;
  const dayStart = instantOfLocal(midnight, timeZone);
  const nextDayStart = instantOfLocal(midnight + dayMs, timeZone);
  if (afterMs < dayStart) return dayStart;
  const next = dayStart + (Math.floor((afterMs - dayStart) / everyMs) + 1) * everyMs;
  return next < nextDayStart ? next : nextDayStart;
}

/**
 * The first instant after `after` at which a trigger's state changes (a daypart starts or ends)
 * or it fires (a timer); null when it never does without an edit (external, disabled).
 */
export function nextTriggerEvent(
  trigger: ScreenTrigger | undefined,
  after: Date,
  timeZone: string,
): Date | null {
  const interval = trigger?.setting?.interval;
  if (trigger?.definition.triggerGroup === 'Timer') {
    return interval ? new Date(nextTimerFiring(interval, timeZone, after.getTime())) : null;
  }
  const activity = triggerActivity(trigger);
  if (typeof activity === 'boolean') return null;
  const edges = new ScheduleEdges([{ periods: activity }]);
  const change = answerChanges(edges, timeZone, after.getTime(), (localMs) =>
    String(isOnDuring(activity, localMs)),
  ).next();
  return change.done ? null : new Date(change.value.atMs);
}

const isExternalInterrupt = (trigger: ScreenTrigger | undefined) =>
  trigger?.definition.triggerGroup === 'External' && trigger.definition.actionType === 'Interrupt';

const externalOn = (trigger: ScreenTrigger | undefined) =>
  trigger?.setting ? isExternalActive(trigger.definition, trigger.setting.value) : false;

/**
 * The External Interrupt triggers that fire as a screen's trigger states go from `before` to
 * `after`: those whose value turned active. Each plays its Active-tied media once
 * (`interruptAt`); a value that stays active does not fire again.
 */
export function firedExternalTriggers(before: TriggerStates, after: TriggerStates): string[] {
  return Object.keys(after).filter(
    (code) =>
      isExternalInterrupt(after[code]) && externalOn(after[code]) && !externalOn(before[code]),
  );
}
