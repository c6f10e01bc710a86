import type { ScreenManifest } from '@marquee/contracts';
import { effectiveTriggerSetting, type TriggerSettingLevel } from '@marquee/domain';
import { and, isNull, or } from 'drizzle-orm';
import { triggers, triggerSettings } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyId, isAnyText } from '../../platform/db/id-array';

type ManifestTriggers = ScreenManifest['triggers'];
type ManifestLayer = ScreenManifest['layers'][number];

/** A screen as its trigger settings are looked up: its own level and its location's. */
export interface TriggerScreen {
  id: string;
  accountId: string;
  locationId: string | null;
  /** The codes of the triggers its manifest's channels and rows use. */
  triggerCodes: ReadonlySet<string>;
}

/** The codes of the triggers these layers' channels and rows use. */
export function usedTriggerCodes(layers: readonly ManifestLayer[]): Set<string> {
  const codes = new Set<string>();
  for (const layer of layers) {
    for (const channel of layer.channels) {
      for (const use of channel.triggerUses) codes.add(use.triggerCode);
      for (const row of channel.rows) if (row.triggerUse) codes.add(row.triggerUse.triggerCode);
    }
  }
  return codes;
}

const noSetting: TriggerSettingLevel = { state: 'Default', setting: null };

/**
 * Each screen's effective setting of every trigger it uses (its own, else its location's, else
 * the account's), in two queries however many screens: the triggers used, then their settings
 * at the account and at these screens and their locations. Codes come sorted, so the same
 * settings always read (and hash) the same.
 */
export async function loadScreenTriggers(
  db: Database,
  screens: readonly TriggerScreen[],
): Promise<Map<string, ManifestTriggers>> {
  const result = new Map<string, ManifestTriggers>();
  const codes = [...new Set(screens.flatMap((screen) => [...screen.triggerCodes]))];
  if (!codes.length) return result;
  const accountIds = [...new Set(screens.map((screen) => screen.accountId))];
  const definitions = await db
    .select({
      id: triggers.id,
      accountId: triggers.accountId,
      triggerCode: triggers.triggerCode,
      name: triggers.name,
      triggerGroup: triggers.triggerGroup,
      actionType: triggers.actionType,
      variableName: triggers.variableName,
      activeValue: triggers.activeValue,
    })
    .from(triggers)
    .where(and(isAnyId(triggers.accountId, accountIds), isAnyText(triggers.triggerCode, codes)));
  if (!definitions.length) return result;
  const locationIds = [
    ...new Set(screens.flatMap((screen) => (screen.locationId ? [screen.locationId] : []))),
  ];
  const settings = await db
    .select({
      triggerId: triggerSettings.triggerId,
      locationId: triggerSettings.locationId,
      playerId: triggerSettings.playerId,
      state: triggerSettings.state,
      setting: triggerSettings.setting,
    })
    .from(triggerSettings)
    .where(
      and(
        isAnyId(
          triggerSettings.triggerId,
          definitions.map((definition) => definition.id),
        ),
        or(
          and(isNull(triggerSettings.locationId), isNull(triggerSettings.playerId)),
          isAnyId(
            triggerSettings.playerId,
            screens.map((screen) => screen.id),
          ),
          locationIds.length ? isAnyId(triggerSettings.locationId, locationIds) : undefined,
        ),
      ),
    );
  const levelOf = new Map(
    settings.map((row) => [
      `${row.triggerId}/${row.playerId ?? ''}/${row.locationId ?? ''}`,
      { state: row.state, setting: row.setting } satisfies TriggerSettingLevel,
    ]),
  );
  const byCode = new Map(definitions.map((definition) => [definition.triggerCode, definition]));
  for (const screen of screens) {
    const states: ManifestTriggers = {};
    for (const code of [...screen.triggerCodes].sort()) {
      const definition = byCode.get(code);
      if (!definition || definition.accountId !== screen.accountId) continue;
      const { id, triggerCode: _code, accountId: _account, ...shown } = definition;
      const { setting } = effectiveTriggerSetting({
        account: levelOf.get(`${id}//`) ?? noSetting,
        location: screen.locationId ? levelOf.get(`${id}//${screen.locationId}`) : null,
        player: levelOf.get(`${id}/${screen.id}/`),
      });
      states[code] = { definition: shown, setting: setting as ManifestTriggers[string]['setting'] };
    }
    result.set(screen.id, states);
  }
  return result;
}
