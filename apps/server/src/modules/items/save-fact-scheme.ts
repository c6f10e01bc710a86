import type { CallBody, putFactScheme as call } from '@marquee/contracts';
import { defaultAttributesOf, type FactType, type ItemAttribute } from '@marquee/domain';
import { and, eq, sql } from 'drizzle-orm';
import { factAttributes, facts, savedFilters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { BadRequest, Conflict } from '../../platform/errors';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { factSchemeOf } from './fact-scheme';

type SchemeInput = CallBody<typeof call>['factScheme'];

const isMediaType = (type: ItemAttribute['type']) => type === 'media' || type === 'mediaList';

/** The built-in attributes keep their code and type; a select needs its options. */
function checkEntries(entries: SchemeInput, builtIns: readonly ItemAttribute[]) {
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const at = `factScheme[${index}]`;
    if (seen.has(entry.attributeCode)) {
      throw new BadRequest(`${at}.attributeCode: ${entry.attributeCode} is given twice`);
    }
    seen.add(entry.attributeCode);
    const builtIn = builtIns.find((a) => a.attributeCode === entry.attributeCode);
    if (builtIn && builtIn.type !== entry.type) {
      throw new BadRequest(`${at}.type: ${entry.attributeCode} is built in as ${builtIn.type}`);
    }
    if (entry.type === 'select' && entry.options.length === 0) {
      throw new BadRequest(`${at}.options: a select attribute needs at least one option`);
    }
  }
}

/** How many of the account's facts hold a value for an attribute. */
async function usesOf(db: Database, accountId: string, factType: FactType, code: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(facts)
    .where(
      and(
        eq(facts.accountId, accountId),
        eq(facts.factType, factType),
        sql`jsonb_exists(${facts.attributes}, ${code})`,
      ),
    );
  return row?.count ?? 0;
}

/** The names of the account's saved item filters that test an attribute. */
async function filtersNaming(db: Database, accountId: string, code: string) {
  const rows = await db
    .select({ name: savedFilters.name })
    .from(savedFilters)
    .where(
      and(
        eq(savedFilters.accountId, accountId),
        eq(savedFilters.kind, 'Item'),
        sql`jsonb_path_exists(${savedFilters.condition}, '$.** ? (@.nodeType == "Attribute" && @.nodeKey == $code)', jsonb_build_object('code', ${code}::text))`,
      ),
    )
    .limit(3);
  return rows.map((row) => row.name);
}

/** 409 when items hold values of the attribute or saved filters test it: they would no longer fit. */
async function assertFreeToChange(
  db: Database,
  accountId: string,
  factType: FactType,
  old: ItemAttribute,
  next: SchemeInput[number] | undefined,
) {
  const change = next ? `retyped to ${next.type}` : 'removed';
  const uses = await usesOf(db, accountId, factType, old.attributeCode);
  if (uses > 0) {
    throw new Conflict(
      `${old.attributeCode} holds values in ${uses} items and cannot be ${change}`,
    );
  }
  const filters = factType === 'Item' ? await filtersNaming(db, accountId, old.attributeCode) : [];
  if (filters.length > 0) {
    throw new Conflict(
      `${old.attributeCode} is tested by the item filters ${filters.join(', ')} and cannot be ${change}`,
    );
  }
}

/**
 * Replaces the account's own attributes of a fact type with those given (built-in ones listed
 * are checked, not stored: they are the same for every account). Retyping or dropping an
 * attribute that items hold values of, or that saved item filters test, answers 409.
 */
export async function saveFactScheme(
  db: Database,
  actor: Actor,
  input: CallBody<typeof call>,
  ipAddress: string,
) {
  const builtIns = defaultAttributesOf(input.factType);
  checkEntries(input.factScheme, builtIns);
  const before = await factSchemeOf(db, actor.accountId, input.factType);
  const own = input.factScheme.filter(
    (entry) => !builtIns.some((a) => a.attributeCode === entry.attributeCode),
  );
  for (const old of before.filter((attribute) => !attribute.isDefault)) {
    const next = own.find((entry) => entry.attributeCode === old.attributeCode);
    if (next?.type === old.type) continue;
    await assertFreeToChange(db, actor.accountId, input.factType, old, next);
  }
  await db.transaction(async (tx) => {
    const scope = and(
      eq(factAttributes.accountId, actor.accountId),
      eq(factAttributes.factType, input.factType),
    );
    await tx.delete(factAttributes).where(scope);
    if (own.length > 0) {
      await tx.insert(factAttributes).values(
        own.map((entry) => ({
          accountId: actor.accountId,
          factType: input.factType,
          attributeCode: entry.attributeCode,
          title: entry.title,
          type: entry.type,
          required: entry.required,
          mediaLibrary: isMediaType(entry.type),
          orderN: entry.order,
          inList: entry.inList,
          inSelector: entry.inSelector,
          options: entry.type === 'select' ? entry.options : [],
        })),
      );
    }
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'saveFactScheme',
      details: {
        before: before.filter((attribute) => !attribute.isDefault),
        after: own,
      },
      ipAddress,
    });
  });
  return factSchemeOf(db, actor.accountId, input.factType);
}
