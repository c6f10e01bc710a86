import type { SettingValue } from '@marquee/domain';
import type { Database } from '../../platform/db/database';
import { BadRequest } from '../../platform/errors';
import { definitionsOf } from './definitions';
import { ownEntries, writeLevelValues } from './level-values';
import { showNameCode } from './resolve-for-players';
import { checkSettingChange } from './setting-change';
import { readStoredEntries, type SettingTarget } from './stored-entries';

/** A location's or player's own settings as the customer calls carry them: null is an unset. */
export type OwnSettings = Record<string, SettingValue | null>;

/**
 * The own settings of these locations or players, by id, in one query. ShowName is left out: the
 * customer calls carry it as the player's `showNameInfo`.
 */
export async function ownSettingsOf(
  db: Database,
  level: 'Location' | 'Player',
  ids: readonly string[],
): Promise<Map<string, OwnSettings>> {
  const entries = await readStoredEntries(db, {
    accountIds: [],
    locationIds: level === 'Location' ? [...ids] : [],
    playerIds: level === 'Player' ? [...ids] : [],
  });
  return new Map(ids.map((id) => [id, Object.fromEntries(entries[level].get(id) ?? [])]));
}

/**
 * Replaces a location's or player's own settings by what a customer call sent, in the caller's
 * transaction: each must be a setting the level may hold with a value that fits it (else 400
 * naming `settings.<code>`); those left out inherit again.
 */
export async function replaceOwnSettings(
  tx: Database,
  target: Exclude<SettingTarget, { level: 'Account' }>,
  settings: Readonly<Record<string, unknown>>,
): Promise<void> {
  const definitions = new Map(
    (await definitionsOf(tx, target.accountId)).map((definition) => [definition.code, definition]),
  );
  const changes = new Map<string, SettingValue | null | undefined>();
  for (const code of (await ownEntries(tx, target)).keys()) changes.set(code, undefined);
  for (const [code, value] of Object.entries(settings)) {
    if (code === showNameCode) {
      throw new BadRequest(`settings.${code}: is set by showNameInfo`);
    }
    const check = checkSettingChange(definitions, target.level, code, value);
    if ('problem' in check) throw new BadRequest(`settings.${code}: ${check.problem}`);
    changes.set(code, check.value ?? null);
  }
  await writeLevelValues(tx, target, changes);
}
