import type { CallBody, savePlayerSettings as saveCall } from '@marquee/contracts';
import type { PlayerSettingDefinition, SettingValue } from '@marquee/domain';
import type { Database } from '../../../platform/db/database';
import { BadRequest } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { recordContentChange } from '../../content';
import {
  checkSettingChange,
  definitionsOf,
  ownEntries,
  playersAtTarget,
  screensChangedBy,
  writeLevelValues,
} from '../../player-settings';
import type { SupportActor } from '../../scope';
import { findLevelTarget } from './level-target';
import { settingsAt } from './list-player-settings';
import { auditedEntries } from './setting-views';

type SaveInput = CallBody<typeof saveCall>;

/** What each listed entry asks of its setting: a value, an unset (null) or inherit (undefined). */
function requestedChanges(
  input: SaveInput,
  definitions: ReadonlyMap<string, PlayerSettingDefinition>,
) {
  const level = input.type;
  const changes = new Map<string, SettingValue | null | undefined>();
  input.settings.forEach((entry, index) => {
    const field = `settings[${index}]`;
    const code = entry.playerSettingCode;
    if (changes.has(code))
      throw new BadRequest(`${field}.playerSettingCode: ${code} is listed twice`);
    if (entry.inherit && entry.unset) {
      throw new BadRequest(`${field}.unset: a setting cannot both inherit and unset`);
    }
    const isValue = !entry.inherit && !entry.unset;
    if (isValue && (entry.value === undefined || entry.value === null)) {
      throw new BadRequest(`${field}.value: required unless inherit or unset`);
    }
    const value = entry.inherit ? undefined : entry.unset ? null : entry.value;
    const check = checkSettingChange(definitions, level, code, value);
    if ('problem' in check) throw new BadRequest(`${field}.${check.field}: ${check.problem}`);
    changes.set(code, check.value);
  });
  return changes;
}

/**
 * Sets, inherits or unsets settings at one level, in one transaction with its audit row; the
 * screens whose sent settings change (only those: a nearer own value or unset keeps a screen's)
 * are told through a content change.
 */
export async function savePlayerSettings(db: Database, actor: SupportActor, input: SaveInput) {
  const { client, target } = await findLevelTarget(db, actor, input);
  const definitions = new Map(
    (await definitionsOf(db, client.id)).map((definition) => [definition.code, definition]),
  );
  const changes = requestedChanges(input, definitions);
  const codes = [...changes.keys()];
  await db.transaction(async (tx) => {
    const before = await ownEntries(tx, target, codes);
    const playerIds = await playersAtTarget(tx, target);
    const changed = await screensChangedBy(tx, playerIds, codes, () =>
      writeLevelValues(tx, target, changes),
    );
    if (changed.length) await recordContentChange(tx, { accountId: client.id, playerIds: changed });
    const after = await ownEntries(tx, target, codes);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: client.id,
      action: 'savePlayerSettings',
      details: {
        level: input.type,
        locationCode: input.locationCode ?? null,
        playerCode: input.code ?? null,
        before: auditedEntries(before, definitions),
        after: auditedEntries(after, definitions),
      },
    });
  });
  return settingsAt(db, client.accountCode, target);
}
