import { defaultAttributesOf, type FactType, type ItemAttribute } from '@marquee/domain';
import { and, eq } from 'drizzle-orm';
import { factAttributes } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** The rows an account's own attributes are kept in, read as the built-in ones are. */
export function attributeOfRow(row: typeof factAttributes.$inferSelect): ItemAttribute {
  return {
    attributeCode: row.attributeCode,
    title: row.title,
    type: row.type,
    required: row.required,
    mediaLibrary: row.mediaLibrary,
    order: row.orderN,
    inList: row.inList,
    inSelector: row.inSelector,
    options: row.options,
    isDefault: false,
  };
}

/**
 * An account's whole schema of a fact type in order: the built-in attributes of the type (the
 * same for every account) and the account's own.
 */
export async function factSchemeOf(
  db: Database,
  accountId: string,
  factType: FactType,
): Promise<ItemAttribute[]> {
  const rows = await db
    .select()
    .from(factAttributes)
    .where(and(eq(factAttributes.accountId, accountId), eq(factAttributes.factType, factType)));
  return [...defaultAttributesOf(factType), ...rows.map(attributeOfRow)].sort(
    (a, b) => a.order - b.order || a.attributeCode.localeCompare(b.attributeCode),
  );
}
