import type { Database } from '../../../platform/db/database';
import { definitionsOf } from '../../player-settings';
import { reachableClient, type SupportActor } from '../../scope';
import { definitionView } from './setting-views';

/** The built-in definitions and the account's own. */
export async function listDefinitions(db: Database, actor: SupportActor, accountCode: string) {
  const client = await reachableClient(db, actor, accountCode, 'accountCode');
  return (await definitionsOf(db, client.id)).map((definition) =>
    definitionView(definition, client.accountCode),
  );
}
