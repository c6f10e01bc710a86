import { isActivityOn, triggerActivity } from '../triggers/trigger-activity';
import type { TriggerStates, TriggerUse } from '../triggers/trigger-types';
import type { Period } from './period';
import type { Switched } from './schedule-edges';

/**
 * A screen's trigger states read once, so gating rows compares numbers only: each trigger's
 * activity, and for a daypart trigger the one switched item its edges come from.
 */
export class TriggerClock {
  private readonly activities = new Map<string, readonly Period[] | boolean>();
  private readonly switches = new Map<string, Switched>();

  constructor(readonly triggers: TriggerStates = {}) {}

  activity(triggerCode: string): readonly Period[] | boolean {
    let activity = this.activities.get(triggerCode);
    if (activity === undefined) {
      activity = triggerActivity(this.triggers[triggerCode]);
      this.activities.set(triggerCode, activity);
    }
    return activity;
  }

  /** Whether a use holds at a local time; at a firing of `firing` that trigger reads active. */
  holds(use: TriggerUse, localMs: number, firing?: string): boolean {
    const active =
      use.triggerCode === firing || isActivityOn(this.activity(use.triggerCode), localMs);
    return active === (use.playWhen === 'Active');
  }

  /** Whether a use holds at every time (between firings). */
  alwaysHolds(use: TriggerUse): boolean {
    const activity = this.activity(use.triggerCode);
    return typeof activity === 'boolean' && activity === (use.playWhen === 'Active');
  }

  /** What switches a use on and off over time; null when its trigger's state is constant. */
  switchedOf(use: TriggerUse): Switched | null {
    const activity = this.activity(use.triggerCode);
    if (typeof activity === 'boolean') return null;
    let switched = this.switches.get(use.triggerCode);
    if (!switched) {
      switched = { periods: activity };
      this.switches.set(use.triggerCode, switched);
    }
    return switched;
  }
}

const clocks = new WeakMap<TriggerStates, TriggerClock>();
const noTriggers = new TriggerClock();

/** The clock of a screen's trigger states, read once per states object; none: all inactive. */
export function triggerClockOf(triggers: TriggerStates | undefined): TriggerClock {
  if (!triggers) return noTriggers;
  let clock = clocks.get(triggers);
  if (!clock) {
    clock = new TriggerClock(triggers);
    clocks.set(triggers, clock);
  }
  return clock;
}
