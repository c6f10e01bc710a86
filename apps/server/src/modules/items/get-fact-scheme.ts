import type { CallQuery, getFactScheme as call } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { factSchemeOf } from './fact-scheme';

/** The caller's account's attributes, all or those a view shows. */
export async function getFactScheme(db: Database, actor: Actor, query: CallQuery<typeof call>) {
  const scheme = await factSchemeOf(db, actor.accountId, query.factType);
  if (query.view === 'List') return scheme.filter((attribute) => attribute.inList);
  if (query.view === 'Selector') return scheme.filter((attribute) => attribute.inSelector);
  return scheme;
}
