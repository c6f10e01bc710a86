import { and, eq, exists, not, sql, type SQL } from 'drizzle-orm';
import { accounts, organizationAccounts, organizations } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { NotFound } from '../../../platform/errors';
import { reachedAccounts, type ClientReach } from '../../scope';

/**
 * Organizations the reach holds wholly: an organization with a client out of reach would tell
 * of that client and let its grouping be changed, so it is out of reach as a whole.
 */
export function whollyReached(reach: ClientReach): SQL | undefined {
  const reached = reachedAccounts(reach);
  if (!reached) return undefined;
  return not(
    exists(
      sql`(select 1 from ${organizationAccounts} inner join ${accounts} on ${eq(
        accounts.id,
        organizationAccounts.accountId,
      )} where ${organizationAccounts.organizationId} = ${organizations.id} and not coalesce(${reached}, false))`,
    ),
  );
}

/** An organization wholly in the caller's reach, else 404 as for one that does not exist. */
export async function findReachedOrganization(
  db: Database,
  reach: ClientReach,
  code: string,
  field = 'code',
) {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(and(eq(organizations.organizationCode, code), whollyReached(reach)));
  if (!organization) throw new NotFound(`${field}: no such organization`);
  return organization;
}
