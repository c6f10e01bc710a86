import { asc, eq, inArray } from 'drizzle-orm';
import { accounts, organizationAccounts, organizations } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { NotFound } from '../../../platform/errors';
import { knownClients, type ClientReach } from '../../scope';

/** The clients of each organization, by name. */
export async function accountsOfOrganizations(db: Database, organizationIds: readonly string[]) {
  const rows = organizationIds.length
    ? await db
        .select({
          organizationId: organizationAccounts.organizationId,
          clientCode: accounts.accountCode,
          clientName: accounts.name,
        })
        .from(organizationAccounts)
        .innerJoin(accounts, eq(accounts.id, organizationAccounts.accountId))
        .where(inArray(organizationAccounts.organizationId, [...organizationIds]))
        .orderBy(asc(accounts.name), asc(accounts.accountCode))
    : [];
  return (organizationId: string) =>
    rows
      .filter((row) => row.organizationId === organizationId)
      .map(({ clientCode, clientName }) => ({ clientCode, clientName }));
}

/** One organization as the console shows it. */
export async function organizationView(db: Database, organizationId: string) {
  const [organization] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  if (!organization) throw new Error('An organization just written could not be read');
  const accountsOf = await accountsOfOrganizations(db, [organizationId]);
  return {
    organizationCode: organization.organizationCode,
    organizationName: organization.name,
    accounts: accountsOf(organization.id),
  };
}

/** The ids of the listed clients, each one the caller reaches, else 404 naming it. */
export async function reachedClientIds(
  db: Database,
  reach: ClientReach,
  codes: readonly string[],
  field: string,
) {
  const unique = [...new Set(codes)];
  const known = await knownClients(db, reach, unique);
  codes.forEach((code, index) => {
    if (!known.has(code)) throw new NotFound(`${field}[${index}]: no such client`);
  });
  if (!unique.length) return [];
  const rows = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(inArray(accounts.accountCode, unique));
  return rows.map((row) => row.id);
}
