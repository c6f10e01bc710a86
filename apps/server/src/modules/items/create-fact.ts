import type { FactType } from '@marquee/domain';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { factSchemeOf } from './fact-scheme';
import { checkedValues, derivedColumns, factView, type AttributeInput } from './fact-values';

export async function createFact(
  db: Database,
  actor: Actor,
  factType: FactType,
  input: readonly AttributeInput[],
  ipAddress: string,
) {
  const scheme = await factSchemeOf(db, actor.accountId, factType);
  const values = await checkedValues(db, actor, scheme, input);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(facts)
      .values({
        accountId: actor.accountId,
        factType,
        attributes: values,
        createdByUserId: actor.userId,
        ...derivedColumns(values),
      })
      .returning();
    if (!row) throw new Error('Saving an item returned no row');
    const view = factView(row, scheme);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'createFact',
      details: { before: null, after: view },
      ipAddress,
    });
    return view;
  });
}
