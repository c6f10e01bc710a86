import { and, eq, sql } from 'drizzle-orm';
import { facts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, NotFound } from '../../platform/errors';
import type { Actor } from '../scope';
import { factSchemeOf } from './fact-scheme';

const maxValues = 200;
const listedTypes = new Set(['text', 'select', 'currency']);

/**
 * The distinct values the account's items hold for an attribute, in order (a sign's
 * `item:<attributeCode>` options, the categories of a menu). A select's options come first.
 */
export async function attributeValues(db: Database, actor: Actor, attributeCode: string) {
  const scheme = await factSchemeOf(db, actor.accountId, 'Item');
  const attribute = scheme.find((entry) => entry.attributeCode === attributeCode);
  if (!attribute) throw new NotFound(`code: no attribute ${attributeCode}`);
  if (!listedTypes.has(attribute.type)) {
    throw new BadRequest(
      `code: ${attributeCode} is ${attribute.type}; only text values are listed`,
    );
  }
  const value = sql<string>`${facts.attributes} ->> ${attributeCode}`;
  const rows = await db
    .selectDistinct({ value })
    .from(facts)
    .where(
      and(
        eq(facts.accountId, actor.accountId),
        eq(facts.factType, 'Item'),
        sql`${value} is not null`,
      ),
    )
    // By position: the value's expression carries its code as a parameter, and a second copy
    // of it would not count as the selected one for DISTINCT.
    .orderBy(sql`1`)
    .limit(maxValues);
  const held = rows.map((row) => row.value);
  return [...new Set([...attribute.options, ...held])].slice(0, maxValues);
}
