import { attributeValueProblem, defaultItemAttributes, type AttributeValue } from '@marquee/domain';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { derivedColumns } from './fact-values';

/**
 * Inserts items of the built-in attributes for an account without a caller (the demo seed). The
 * values are checked as a request's would be; a bad one is a bug in the caller, so it throws.
 */
export async function insertItems(
  db: Database,
  accountId: string,
  items: readonly Readonly<Record<string, AttributeValue>>[],
): Promise<void> {
  if (items.length === 0) return;
  for (const item of items) {
    for (const attribute of defaultItemAttributes) {
      const problem = attributeValueProblem(attribute, item[attribute.attributeCode]);
      if (problem)
        throw new Error(`Item ${String(item.name)}: ${attribute.attributeCode} ${problem}`);
    }
  }
  await db.insert(facts).values(
    items.map((item) => ({
      accountId,
      factType: 'Item' as const,
      attributes: { ...item },
      ...derivedColumns(item),
    })),
  );
}
