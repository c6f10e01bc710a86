import type { Role } from '@marquee/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { roles } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { loadGrants, roleView } from '../../roles';
import { reachableClient, type SupportActor } from '../../scope';

/** A reachable account's customer roles, built-in first, then by name. */
export async function listAccountRoles(
  db: Database,
  actor: SupportActor,
  accountCode: string,
): Promise<Role[]> {
  const client = await reachableClient(db, actor, accountCode, 'id');
  const rows = await db
    .select()
    .from(roles)
    .where(and(eq(roles.accountId, client.id), eq(roles.application, 'SignagePlayer')))
    .orderBy(desc(roles.isBuiltin), asc(roles.name), asc(roles.id));
  const grants = await loadGrants(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => roleView(row, 'SignagePlayer', grants.get(row.id) ?? {}));
}
