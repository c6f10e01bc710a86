/** What kind of signal a trigger follows (spec 002 Triggers). */
export type TriggerGroup = 'Dayparts' | 'Timer' | 'External';

/** Play: gates what plays while it holds. Interrupt: each firing plays its media once. */
export type ActionType = 'Play' | 'Interrupt';

/** The action types a trigger group accepts: a daypart only plays, a timer only interrupts. */
export const actionTypesOf: Readonly<Record<TriggerGroup, readonly ActionType[]>> = {
  Dayparts: ['Play'],
  Timer: ['Interrupt'],
  External: ['Play', 'Interrupt'],
};

/** The value an external trigger is active at when its definition names none. */
export const defaultActiveValue = 'on';

export interface TriggerDefinition {
  name: string;
  triggerGroup: TriggerGroup;
  actionType: ActionType;
  /** External only: the name the external call sets a value by. */
  variableName?: string | null;
  /** External only; absent or null: `defaultActiveValue`. */
  activeValue?: string | null;
}

/** A daily window read by the broadcast period rules in the screen location's wall time. */
export interface Daypart {
  /** Bit 0 Monday .. bit 6 Sunday. */
  dayOfWeeks: number;
  /** `HH:MM`. */
  weekdayStartTime: string;
  /** `HH:MM`, inclusive to its last minute; at or before the start it runs past midnight. */
  weekdayEndTime: string;
}

export interface TriggerInterval {
  minutes: number;
  seconds: number;
}

/** A trigger's setting at one level; only the fields of its group count. */
export interface TriggerSetting {
  dayparts?: readonly Daypart[] | null;
  interval?: TriggerInterval | null;
  value?: string | null;
}

export type PlayWhen = 'Active' | 'Inactive';

/** A broadcast, group or media row tied to a trigger. */
export interface TriggerUse {
  triggerCode: string;
  playWhen: PlayWhen;
}

/** Default: no own setting, the level above counts. */
export type TriggerSettingState = 'Default' | 'Explicit' | 'Disabled';

export interface TriggerSettingLevel {
  state: TriggerSettingState;
  /** Read only when Explicit. */
  setting: TriggerSetting | null;
}

export type TriggerSettingSource = 'account' | 'location' | 'player';

export interface EffectiveTriggerSetting {
  state: 'Explicit' | 'Disabled';
  /** Null when Disabled. */
  setting: TriggerSetting | null;
  from: TriggerSettingSource;
}

/**
 * A screen's setting of a trigger: its own, else its location's, else the account's. The
 * account always has one (its `isEnabled` false reads as Disabled), so its Default counts as its
 * own setting.
 */
export function effectiveTriggerSetting(levels: {
  account: TriggerSettingLevel;
  location?: TriggerSettingLevel | null;
  player?: TriggerSettingLevel | null;
}): EffectiveTriggerSetting {
  const { account, location, player } = levels;
  const [from, level]: [TriggerSettingSource, TriggerSettingLevel] =
    player && player.state !== 'Default'
      ? ['player', player]
      : location && location.state !== 'Default'
        ? ['location', location]
        : ['account', account];
  return level.state === 'Disabled'
    ? { state: 'Disabled', setting: null, from }
    : { state: 'Explicit', setting: level.setting ?? {}, from };
}

/** A trigger as one screen sees it: its definition and effective setting (null: Disabled). */
export interface ScreenTrigger {
  definition: TriggerDefinition;
  setting: TriggerSetting | null;
}

/** A screen's triggers by trigger code; a trigger missing here is never active. */
export type TriggerStates = Readonly<Record<string, ScreenTrigger>>;
