/**
 * Player settings (spec 000 "Player setting"): a definition says what a setting holds and at
 * which levels it may be set; a value set at the player, its location or its account decides
 * what a screen gets, else the definition's default. Built-in definitions belong to no account
 * and every account sees them; an account may add its own beside them.
 */

export const settingValueTypes = [
  'Boolean',
  'Integer',
  'Text',
  'Choice',
  'Time',
  'Schedule',
  'List',
] as const;
export type SettingValueType = (typeof settingValueTypes)[number];

/** From the nearest to the farthest: a player's value wins over its location's, and so on. */
export const settingLevels = ['Player', 'Location', 'Account'] as const;
export type SettingLevel = (typeof settingLevels)[number];

export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type Weekday = (typeof weekdays)[number];

/**
 * One day of a power schedule: the screen is on from `on` to `off` (HH:MM, the screen's local
 * time, `off` after `on`); a day not listed is off all day. An empty schedule means always on.
 */
export interface PowerScheduleDay {
  day: Weekday;
  on: string;
  off: string;
}

export type SettingValue =
  boolean | number | string | readonly string[] | readonly PowerScheduleDay[];

/** What a Text or List item must look like beyond its length. */
export type SettingTextFormat = 'email' | 'url';

export interface PlayerSettingDefinition {
  /** The key screens read it by (`window.marquee.settings[code]`); unique with the built-ins. */
  code: string;
  name: string;
  description: string;
  valueType: SettingValueType;
  /** Integer bounds, inclusive. */
  minimum?: number;
  maximum?: number;
  /** Text length, or List length in items. */
  maxLength?: number;
  /** Choice: the one value; List: the values items may take (absent: free text items). */
  choices?: readonly string[];
  format?: SettingTextFormat;
  /** What a screen gets when no level sets a value, or when the nearest level unsets it. */
  defaultValue: SettingValue;
  levels: readonly SettingLevel[];
  /** Sent to screens in their manifest; the others are read by the server (alarms). */
  sentToScreens: boolean;
  /** Written but never read back (a webhook's signing secret): answers say only whether set. */
  writeOnly?: boolean;
}

export const settingCodePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const maxSettingTextLength = 2000;
export const maxSettingListItems = 50;
export const maxDefinitionsPerAccount = 200;

export const playerStatusAlarmLevels = [
  'MinorIssue',
  'Issue',
  'MajorIssue',
  'CriticalIssue',
] as const;
export type PlayerStatusAlarmLevel = (typeof playerStatusAlarmLevels)[number];

export const logLevels = ['Error', 'Warning', 'Info', 'Debug'] as const;
export const contentRotations = ['0', '90', '180', '270'] as const;

const everyLevel = settingLevels;

/** The definitions every account has; none can be changed or removed. */
export const builtInPlayerSettings: readonly PlayerSettingDefinition[] = [
  {
    code: 'Volume',
    name: 'Volume',
    description: 'Sound volume of videos and web pages, 0 to 100.',
    valueType: 'Integer',
    minimum: 0,
    maximum: 100,
    defaultValue: 50,
    levels: everyLevel,
    sentToScreens: true,
  },
  {
    // Kept on the player row (`show_name_info`), which the screen list switches too.
    code: 'ShowName',
    name: 'Show screen name',
    description: "Shows the screen's name over what it plays.",
    valueType: 'Boolean',
    defaultValue: false,
    levels: ['Player'],
    sentToScreens: true,
  },
  {
    code: 'ContentRotation',
    name: 'Content rotation',
    description: 'Turns what the screen shows by this many degrees.',
    valueType: 'Choice',
    choices: contentRotations,
    defaultValue: '0',
    levels: everyLevel,
    sentToScreens: true,
  },
  {
    code: 'HeartbeatIntervalSeconds',
    name: 'Heartbeat interval (seconds)',
    description: 'How often the screen reports that it is alive.',
    valueType: 'Integer',
    minimum: 10,
    maximum: 300,
    defaultValue: 30,
    levels: everyLevel,
    sentToScreens: true,
  },
  {
    code: 'PowerSchedule',
    name: 'Power schedule',
    description: 'When the screen is on, day by day; empty means always on.',
    valueType: 'Schedule',
    defaultValue: [],
    levels: everyLevel,
    sentToScreens: true,
  },
  {
    code: 'ContentTypes',
    name: 'Content types',
    // Codes of the account's content type tags (broadcast groups name one); while the account's
    // ContentType application is off the screen plays every type.
    description: 'The codes of the content types the screen plays; empty means every type.',
    valueType: 'List',
    defaultValue: [],
    levels: everyLevel,
    sentToScreens: true,
  },
  {
    code: 'LogLevel',
    name: 'Log level',
    description: 'How much the screen writes to the logs it sends.',
    valueType: 'Choice',
    choices: logLevels,
    defaultValue: 'Warning',
    levels: everyLevel,
    sentToScreens: true,
  },
  {
    code: 'AlarmAfterMinutes',
    name: 'Alarm after (minutes)',
    description: 'Raise an alarm when a screen has had no contact or an issue this long; 0 is off.',
    valueType: 'Integer',
    minimum: 0,
    maximum: 1440,
    defaultValue: 15,
    levels: everyLevel,
    sentToScreens: false,
  },
  {
    code: 'AlarmIssueLevel',
    name: 'Alarm issue level',
    description: 'The least serious screen status that raises an alarm.',
    valueType: 'Choice',
    choices: playerStatusAlarmLevels,
    defaultValue: 'MajorIssue',
    levels: everyLevel,
    sentToScreens: false,
  },
  {
    code: 'AlarmEmails',
    name: 'Alarm e-mails',
    description: "Where alarms are mailed; empty means the account's owner.",
    valueType: 'List',
    format: 'email',
    maxLength: 20,
    defaultValue: [],
    levels: everyLevel,
    sentToScreens: false,
  },
  {
    code: 'AlarmWebhookUrl',
    name: 'Alarm webhook',
    description:
      'The address alarms are posted to: https, or plain http to a receiver on the LAN; empty means none.',
    valueType: 'Text',
    format: 'url',
    maxLength: 2000,
    defaultValue: '',
    levels: ['Location', 'Account'],
    sentToScreens: false,
  },
  {
    code: 'AlarmWebhookSecret',
    name: 'Alarm webhook secret',
    description: 'Signs each webhook post (X-Marquee-Signature); never shown again once saved.',
    valueType: 'Text',
    maxLength: 200,
    defaultValue: '',
    levels: ['Account'],
    sentToScreens: false,
    writeOnly: true,
  },
];

export const builtInSettingCodes: ReadonlySet<string> = new Set(
  builtInPlayerSettings.map((definition) => definition.code),
);
