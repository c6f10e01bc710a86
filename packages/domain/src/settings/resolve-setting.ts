import type {
  PlayerSettingDefinition,
  SettingLevel,
  SettingValue,
} from './player-setting-definitions';
import { settingLevels } from './player-setting-definitions';

/**
 * What each level holds for one setting: absent inherits from the next level, a value is the
 * level's own, null is an explicit unset, which stops inheritance so the default applies.
 */
export type StoredSettingLevels = Partial<Record<SettingLevel, SettingValue | null>>;

export interface ResolvedSetting {
  value: SettingValue;
  /** The level whose own value or unset decided, or Default when none did. */
  source: SettingLevel | 'Default';
  /** True when `source` unset the setting (and the value is the default). */
  isUnset: boolean;
}

/**
 * A screen's value of one setting: the player's own, else its location's, else its account's,
 * else the default; the nearest unset on the way means the default. A level the definition does
 * not allow (any more) is passed over, as its value may not be set there.
 */
export function resolveSetting(
  definition: Pick<PlayerSettingDefinition, 'defaultValue' | 'levels'>,
  stored: StoredSettingLevels,
): ResolvedSetting {
  for (const level of settingLevels) {
    if (!definition.levels.includes(level)) continue;
    const own = stored[level];
    if (own === undefined) continue;
    if (own === null) return { value: definition.defaultValue, source: level, isUnset: true };
    return { value: own, source: level, isUnset: false };
  }
  return { value: definition.defaultValue, source: 'Default', isUnset: false };
}

/**
 * Values compared as screens get them: a schedule day read back from the database may list its
 * fields in another order than it was written in.
 */
export function sameSettingValue(a: SettingValue, b: SettingValue): boolean {
  return a === b || canonicalJson(a) === canonicalJson(b);
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}
