import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { roles, savedFilters } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';

/** Whether a stored condition (or a filter holding one) has an Organization node naming `code`. */
function namesOrganization(column: PgColumn, code: string): SQL {
  return sql`jsonb_path_exists(${column}, '$.** ? (@.nodeType == "Organization" && @.codes[*] == $code)', jsonb_build_object('code', ${code}::text))`;
}

/** The support roles and saved filters whose conditions name the organization, by name. */
export async function organizationUsers(db: Database, code: string) {
  const roleRows = await db
    .select({ name: roles.name })
    .from(roles)
    .where(namesOrganization(roles.clientsFilter, code))
    .orderBy(roles.name)
    .limit(20);
  const filterRows = await db
    .select({ name: savedFilters.name })
    .from(savedFilters)
    .where(namesOrganization(savedFilters.condition, code))
    .orderBy(savedFilters.name)
    .limit(20);
  return { roles: roleRows.map((row) => row.name), filters: filterRows.map((row) => row.name) };
}
