import type { CallBody, createPlayerSettingDefinition as createCall } from '@marquee/contracts';
import { maxDefinitionsPerAccount } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { players } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Conflict } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { recordContentChange } from '../../content';
import {
  definitionsOf,
  insertDefinition,
  ownDefinitionCount,
  screensChangedBy,
} from '../../player-settings';
import { reachableClient, type SupportActor } from '../../scope';
import { assertNotBuiltIn, checkedDefinition } from './definition-input';
import { definitionView } from './setting-views';

/** The ids of the account's screens, which a definition's change may reach. */
export async function accountPlayerIds(db: Database, accountId: string): Promise<string[]> {
  const rows = await db
    .select({ id: players.id })
    .from(players)
    .where(eq(players.accountId, accountId));
  return rows.map((row) => row.id);
}

/**
 * Adds a definition to an account; its code may be neither a built-in's nor one the account
 * has (409). A definition sent to screens reaches every screen of the account with its default.
 */
export async function createDefinition(
  db: Database,
  actor: SupportActor,
  input: CallBody<typeof createCall>,
) {
  const client = await reachableClient(db, actor, input.accountCode, 'accountCode');
  const { accountCode, playerSettingDefinitionCode: code, ...fields } = input;
  assertNotBuiltIn(code, 'playerSettingDefinitionCode');
  const definition = checkedDefinition(code, fields);
  await db.transaction(async (tx) => {
    const lower = code.toLowerCase();
    if ((await definitionsOf(tx, client.id)).some((own) => own.code.toLowerCase() === lower)) {
      throw new Conflict(`playerSettingDefinitionCode: the account has a setting ${code}`);
    }
    if ((await ownDefinitionCount(tx, client.id)) >= maxDefinitionsPerAccount) {
      throw new Conflict(
        `playerSettingDefinitionCode: an account has at most ${maxDefinitionsPerAccount} settings of its own`,
      );
    }
    const changed = await screensChangedBy(tx, await accountPlayerIds(tx, client.id), [code], () =>
      insertDefinition(tx, client.id, definition),
    );
    if (changed.length) await recordContentChange(tx, { accountId: client.id, playerIds: changed });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: client.id,
      action: 'createPlayerSettingDefinition',
      details: { before: null, after: definition },
    });
  });
  return definitionView(definition, accountCode);
}
