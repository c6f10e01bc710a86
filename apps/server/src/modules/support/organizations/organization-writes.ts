import { and, eq, ne, sql } from 'drizzle-orm';
import { organizationAccounts, organizations } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Conflict } from '../../../platform/errors';

/** Names differ in case only is the same name to a reader; the unique index agrees. */
export async function assertNameFree(db: Database, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        sql`lower(${organizations.name}) = lower(${name})`,
        exceptId ? ne(organizations.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new Conflict('OrganizationName: another organization has this name');
}

/** Makes the organization's clients exactly these. */
export async function replaceOrganizationAccounts(
  tx: Database,
  organizationId: string,
  accountIds: readonly string[],
) {
  await tx
    .delete(organizationAccounts)
    .where(eq(organizationAccounts.organizationId, organizationId));
  if (accountIds.length) {
    await tx
      .insert(organizationAccounts)
      .values(accountIds.map((accountId) => ({ organizationId, accountId })));
  }
}
