import type { AttributeValue } from '@marquee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * An item as a sign's renderer reads it: its values by attribute code, and its name as the
 * lists show it (an item's `name`, a social post's title).
 */
export interface SignItem {
  factCode: string;
  name: string;
  attributes: Record<string, AttributeValue>;
}

/**
 * The account's facts a sign names, by fact code, whatever their type (a catalogue item, a
 * social post); codes of no fact of the account are left out (one removed since shows nothing).
 * For the signs' renderer and its re-render job, which call in here within their own transaction.
 */
export async function itemsForSigns(
  db: Database,
  accountId: string,
  factCodes: readonly string[],
): Promise<Map<string, SignItem>> {
  const codes = [...new Set(factCodes)];
  if (codes.length === 0) return new Map();
  const rows = await db
    .select({ factCode: facts.factCode, name: facts.name, attributes: facts.attributes })
    .from(facts)
    .where(and(eq(facts.accountId, accountId), inArray(facts.factCode, codes)));
  return new Map(rows.map((row) => [row.factCode, row]));
}
