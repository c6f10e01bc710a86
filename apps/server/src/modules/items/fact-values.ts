import type { Fact } from '@marquee/contracts';
import {
  attributeValueProblem,
  isEmptyValue,
  mediaCodesOf,
  type AttributeValue,
  type ItemAttribute,
} from '@marquee/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { facts, media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, NotFound } from '../../platform/errors';
import type { Actor } from '../scope';

export interface AttributeInput {
  attributeCode: string;
  value: AttributeValue;
}

export type FactRow = typeof facts.$inferSelect;

/**
 * Checks values given by position against the schema and merges them over the stored ones
 * (`before`): an unknown attribute, a value of the wrong type or a missing required value
 * answers 400 naming `factAttributes[i]`. Media must be the account's, in the attribute's
 * library, else 404.
 */
export async function checkedValues(
  db: Database,
  actor: Actor,
  scheme: readonly ItemAttribute[],
  input: readonly AttributeInput[],
  before: Record<string, AttributeValue> = {},
): Promise<Record<string, AttributeValue>> {
  const byCode = new Map(scheme.map((attribute) => [attribute.attributeCode, attribute]));
  const values = { ...before };
  const seen = new Set<string>();
  for (const [index, entry] of input.entries()) {
    const attribute = byCode.get(entry.attributeCode);
    const at = `factAttributes[${index}]`;
    if (!attribute)
      throw new BadRequest(`${at}.attributeCode: no attribute ${entry.attributeCode}`);
    if (seen.has(entry.attributeCode)) {
      throw new BadRequest(`${at}.attributeCode: ${entry.attributeCode} is given twice`);
    }
    seen.add(entry.attributeCode);
    const problem = attributeValueProblem(attribute, entry.value);
    if (problem) throw new BadRequest(`${at}.value: ${problem}`);
    await assertOwnMedia(db, actor, attribute, entry.value, at);
    if (isEmptyValue(entry.value)) delete values[entry.attributeCode];
    else values[entry.attributeCode] = entry.value;
  }
  const missing = scheme.find(
    (attribute) =>
      attribute.required && attributeValueProblem(attribute, values[attribute.attributeCode]),
  );
  if (missing) throw new BadRequest(`factAttributes: ${missing.title} is required`);
  return values;
}

async function assertOwnMedia(
  db: Database,
  actor: Actor,
  attribute: ItemAttribute,
  value: AttributeValue,
  at: string,
) {
  const codes = [...new Set(mediaCodesOf(value))];
  if (codes.length === 0) return;
  const found = await db
    .select({ mediaCode: media.mediaCode })
    .from(media)
    .where(
      and(
        await actor.media(),
        eq(media.library, attribute.mediaLibrary ? 'ItemImages' : 'MediaLibrary'),
        inArray(media.mediaCode, codes),
      ),
    );
  const known = new Set(found.map((row) => row.mediaCode));
  const unknown = codes.find((code) => !known.has(code));
  if (unknown) throw new NotFound(`${at}.value: no such media ${unknown}`);
}

/** The columns a fact's list order and search read, from its values. */
export function derivedColumns(values: Record<string, AttributeValue>) {
  const text = (code: string) => {
    const value = values[code];
    return typeof value === 'string' ? value : '';
  };
  return {
    name: text('name'),
    searchText: ['name', 'sku', 'category', 'description']
      .map(text)
      .filter(Boolean)
      .join(' ')
      .toLowerCase(),
  };
}

/** A fact as the calls answer it: the schema's attributes that hold a value, in its order. */
export function factView(row: FactRow, scheme: readonly ItemAttribute[]): Fact {
  return {
    factCode: row.factCode,
    factType: row.factType,
    factAttributes: scheme
      .filter((attribute) => row.attributes[attribute.attributeCode] !== undefined)
      .map((attribute) => {
        const value = row.attributes[attribute.attributeCode] ?? null;
        const [first] = mediaCodesOf(value);
        return {
          attributeCode: attribute.attributeCode,
          value,
          isDefault: attribute.isDefault,
          mediaRef: first ? { mediaCode: first } : null,
        };
      }),
    modifiedAt: row.updatedAt.toISOString(),
  };
}

/** One of the account's facts of a type, or 404. */
export async function findFact(
  db: Database,
  actor: Actor,
  factType: FactRow['factType'],
  factCode: string,
): Promise<FactRow> {
  const [row] = await db
    .select()
    .from(facts)
    .where(
      and(
        eq(facts.accountId, actor.accountId),
        eq(facts.factType, factType),
        eq(facts.factCode, factCode),
      ),
    );
  if (!row) throw new NotFound('factCode: no such item');
  return row;
}
