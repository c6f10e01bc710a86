import type { FactType } from '@marquee/domain';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { factSchemeOf } from './fact-scheme';
import { factView, findFact } from './fact-values';

export async function getFact(db: Database, actor: Actor, factType: FactType, factCode: string) {
  const row = await findFact(db, actor, factType, factCode);
  return factView(row, await factSchemeOf(db, actor.accountId, factType));
}
