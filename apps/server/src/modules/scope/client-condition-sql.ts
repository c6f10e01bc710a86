import {
  foldClientCondition,
  type ClientConditionLeaf,
  type FilterCondition,
} from '@marquee/domain';
import { and, eq, exists, ilike, inArray, not, or, sql, type SQL } from 'drizzle-orm';
import { accounts, organizationAccounts, organizations } from '../../db/schema';
import { containsPattern } from '../../platform/db/like-pattern';

/** Whether an account is one of a leaf's codes, the database side of the domain's reading. */
export function clientLeafHolds(leaf: ClientConditionLeaf): SQL {
  switch (leaf.nodeType) {
    case 'Clients':
      return inArray(accounts.accountCode, leaf.codes);
    case 'Organization':
      return exists(
        sql`(select 1 from ${organizationAccounts} inner join ${organizations} on ${eq(
          organizations.id,
          organizationAccounts.organizationId,
        )} where ${and(
          eq(organizationAccounts.accountId, accounts.id),
          inArray(organizations.organizationCode, leaf.codes),
        )})`,
      );
    case 'SearchText':
      return or(...leaf.codes.map((text) => ilike(accounts.name, containsPattern(text)))) as SQL;
  }
}

/**
 * A predicate over `accounts` that holds exactly where the domain's `matchesClient` does
 * (the agreement test walks a table of cases through both). Undefined: no restriction.
 */
export function clientConditionSql(condition: FilterCondition | null): SQL | undefined {
  const predicate = foldClientCondition<SQL>(condition, {
    leaf: (leaf) =>
      leaf.codeCondition === 'In' ? clientLeafHolds(leaf) : not(clientLeafHolds(leaf)),
    group: (operator, parts) => (operator === 'AND' ? and(...parts) : or(...parts)) as SQL,
  });
  return predicate ?? undefined;
}
