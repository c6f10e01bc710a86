import type { CallBody, updatePlayerSettingDefinition as updateCall } from '@marquee/contracts';
import { storedValuesMisfit } from '@marquee/domain';
import type { Database } from '../../../platform/db/database';
import { Conflict, NotFound } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import { recordContentChange } from '../../content';
import {
  findOwnDefinition,
  replaceDefinition,
  screensChangedBy,
  storedValuesOfSetting,
} from '../../player-settings';
import { reachableClient, type SupportActor } from '../../scope';
import { accountPlayerIds } from './create-definition';
import { assertNotBuiltIn, checkedDefinition } from './definition-input';
import { definitionView } from './setting-views';

/**
 * Changes an account's own definition; 409 when it is built in, or when values stored for it
 * would stop fitting (the console changes or removes them first). Screens whose value changes
 * with it (a new default, no longer sent) are told.
 */
export async function updateDefinition(
  db: Database,
  actor: SupportActor,
  code: string,
  input: CallBody<typeof updateCall>,
) {
  const client = await reachableClient(db, actor, input.accountCode, 'accountCode');
  assertNotBuiltIn(code, 'code');
  const { accountCode, ...fields } = input;
  const definition = checkedDefinition(code, fields);
  await db.transaction(async (tx) => {
    const before = await findOwnDefinition(tx, client.id, code);
    if (!before) throw new NotFound('code: no such setting');
    const misfit = storedValuesMisfit(definition, await storedValuesOfSetting(tx, client.id, code));
    if (misfit) throw new Conflict(`${misfit}; change or remove those values first`);
    const changed = await screensChangedBy(tx, await accountPlayerIds(tx, client.id), [code], () =>
      replaceDefinition(tx, client.id, definition),
    );
    if (changed.length) await recordContentChange(tx, { accountId: client.id, playerIds: changed });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: client.id,
      action: 'updatePlayerSettingDefinition',
      details: { before, after: definition },
    });
  });
  return definitionView(definition, accountCode);
}
