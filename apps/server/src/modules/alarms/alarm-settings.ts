import {
  builtInPlayerSettings,
  type PlayerStatusAlarmLevel,
  type PowerScheduleDay,
} from '@marquee/domain';
import type { Database } from '../../platform/db/database';
import { settingsForPlayers } from '../player-settings';

/** A screen the alarm settings are asked for, with the levels its settings may be set at. */
export interface AlarmScreen {
  playerId: string;
  accountId: string;
  locationId: string | null;
}

/** The player settings an alarm reads for one screen, resolved through its levels. */
export interface AlarmSettings {
  /** AlarmAfterMinutes; 0 is off. */
  afterMinutes: number;
  /** AlarmIssueLevel: the least serious status that raises an alarm. */
  issueLevel: PlayerStatusAlarmLevel;
  /** AlarmEmails; empty means the account's owner. */
  emails: readonly string[];
  /** AlarmWebhookUrl; empty means no webhook. */
  webhookUrl: string;
  /** AlarmWebhookSecret; empty means posts go unsigned. */
  webhookSecret: string;
  powerSchedule: readonly PowerScheduleDay[];
}

/**
 * Resolves the alarm settings of many screens in a fixed number of queries (never one per
 * screen: the check asks for every screen every 30 s). Screens left out of the answer get the
 * built-in defaults.
 */
export type AlarmSettingsOf = (
  db: Database,
  screens: readonly AlarmScreen[],
) => Promise<Map<string, AlarmSettings>>;

const defaultOf = (code: string) =>
  builtInPlayerSettings.find((definition) => definition.code === code)!.defaultValue;

/** Every setting at its definition's default. */
export const defaultAlarmSettings: AlarmSettings = {
  afterMinutes: defaultOf('AlarmAfterMinutes') as number,
  issueLevel: defaultOf('AlarmIssueLevel') as PlayerStatusAlarmLevel,
  emails: defaultOf('AlarmEmails') as readonly string[],
  webhookUrl: defaultOf('AlarmWebhookUrl') as string,
  webhookSecret: defaultOf('AlarmWebhookSecret') as string,
  powerSchedule: defaultOf('PowerSchedule') as readonly PowerScheduleDay[],
};

const alarmSettingCodes = [
  'AlarmAfterMinutes',
  'AlarmIssueLevel',
  'AlarmEmails',
  'AlarmWebhookUrl',
  'AlarmWebhookSecret',
  'PowerSchedule',
] as const;

/**
 * The alarm settings of many screens, resolved by the player settings store through their
 * levels in its fixed number of queries. A screen gone since (a resend for a deleted screen) is
 * left out, and so reads the defaults.
 */
export const alarmSettingsFromStore: AlarmSettingsOf = async (db, screens) => {
  const resolved = await settingsForPlayers(
    db,
    screens.map((screen) => screen.playerId),
    { codes: alarmSettingCodes },
  );
  const answer = new Map<string, AlarmSettings>();
  for (const [playerId, values] of resolved) {
    answer.set(playerId, {
      afterMinutes: values.AlarmAfterMinutes as number,
      issueLevel: values.AlarmIssueLevel as PlayerStatusAlarmLevel,
      emails: values.AlarmEmails as readonly string[],
      webhookUrl: values.AlarmWebhookUrl as string,
      webhookSecret: values.AlarmWebhookSecret as string,
      powerSchedule: values.PowerSchedule as readonly PowerScheduleDay[],
    });
  }
  return answer;
};

/** One screen's settings from an answer of `AlarmSettingsOf`. */
export const settingsIn = (answer: Map<string, AlarmSettings>, playerId: string | null) =>
  (playerId ? answer.get(playerId) : undefined) ?? defaultAlarmSettings;
