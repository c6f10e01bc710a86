import type { Database } from '../../../platform/db/database';
import { NotFound } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { recordContentChange } from '../../content';
import {
  deleteDefinition as deleteStored,
  findOwnDefinition,
  screensChangedBy,
} from '../../player-settings';
import { reachableClient, type SupportActor } from '../../scope';
import { accountPlayerIds } from './create-definition';
import { assertNotBuiltIn } from './definition-input';

/**
 * Removes an account's own definition and every value set for it, in one transaction; the
 * screens it was sent to lose it and are told. Answers how many values went.
 */
export async function deleteDefinition(
  db: Database,
  actor: SupportActor,
  params: { code: string; account: string },
) {
  const client = await reachableClient(db, actor, params.account, 'account');
  assertNotBuiltIn(params.code, 'code');
  return db.transaction(async (tx) => {
    const before = await findOwnDefinition(tx, client.id, params.code);
    if (!before) throw new NotFound('code: no such setting');
    let removedValues = 0;
    const changed = await screensChangedBy(
      tx,
      await accountPlayerIds(tx, client.id),
      [params.code],
      async () => {
        removedValues = await deleteStored(tx, client.id, params.code);
      },
    );
    if (changed.length) await recordContentChange(tx, { accountId: client.id, playerIds: changed });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: client.id,
      action: 'deletePlayerSettingDefinition',
      details: { before, after: null, removedValues },
    });
    return { removedValues };
  });
}
