import type { AttributeValue } from '@marquee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** An item as a sign's renderer reads it: its values by attribute code. */
export interface SignItem {
  factCode: string;
  attributes: Record<string, AttributeValue>;
}

/**
 * The account's items a sign names, by fact code; codes of no item of the account are left out
 * (an item removed since shows nothing). For the signs' renderer and its re-render job, which
 * call in here within their own transaction.
 */
export async function itemsForSigns(
  db: Database,
  accountId: string,
  factCodes: readonly string[],
): Promise<Map<string, SignItem>> {
  const codes = [...new Set(factCodes)];
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ factCode: facts.factCode, attributes: facts.attributes })
    .from(facts)
    .where(
      and(
        eq(facts.accountId, accountId),
        eq(facts.factType, 'Item'),
        inArray(facts.factCode, codes),
      ),
    );
  return new Map(rows.map((row) => [row.factCode, row]));
}
