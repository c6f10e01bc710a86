import type { CallBody, inviteAccountUser as inviteCall, Role } from '@marquee/contracts';
import { and, asc, desc, eq } from 'drizzle-orm';
import { roles } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { mailContext } from '../../identity';
import { loadGrants, roleView } from '../../roles';
import { reachableClient, type SupportActor } from '../roles';
import { clientActor } from '../../scope';
import { inviteUser } from '../../users';

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

/**
 * Invites a user into a reachable account. Support acts there as the account's administrator
 * (as with a support-user access token), so any of its roles may be handed out.
 */
export async function inviteAccountUser(
  db: Database,
  actor: SupportActor,
  mail: Awaited<ReturnType<typeof mailContext>>,
  accountCode: string,
  input: CallBody<typeof inviteCall>,
) {
  const client = await reachableClient(db, actor, accountCode, 'id');
  const inClient = clientActor(actor, { accountId: client.id, accountCode: client.accountCode });
  return inviteUser(db, { ...inClient, isAdmin: true }, mail, input);
}
