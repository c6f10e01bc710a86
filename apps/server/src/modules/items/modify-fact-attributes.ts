import type { FactType } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { factSchemeOf } from './fact-scheme';
import { noteItemsChanged, type ItemJobs } from './items-changed';
import {
  checkedValues,
  derivedColumns,
  factView,
  findFact,
  type AttributeInput,
} from './fact-values';

/** Sets the values given over the stored ones; the whole result must still fit the schema. */
export async function modifyFactAttributes(
  db: Database,
  actor: Actor,
  factType: FactType,
  input: { factCode: string; factAttributes: readonly AttributeInput[] },
  ipAddress: string,
  jobs: ItemJobs,
) {
  const before = await findFact(db, actor, factType, input.factCode);
  const scheme = await factSchemeOf(db, actor.accountId, factType);
  const values = await checkedValues(db, actor, scheme, input.factAttributes, before.attributes);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(facts)
      .set({ attributes: values, ...derivedColumns(values) })
      .where(eq(facts.id, before.id))
      .returning();
    if (!row) throw new Error('Saving an item returned no row');
    const view = factView(row, scheme);
    await noteItemsChanged(tx, jobs, { accountId: actor.accountId, factCodes: [row.factCode] });
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'modifyFactAttributes',
      details: { before: factView(before, scheme), after: view },
      ipAddress,
    });
    return view;
  });
}
