import { eq } from 'drizzle-orm';
import { organizations } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { Conflict } from '../../../platform/errors';
import { recordAudit } from '../../audit';
import type { SupportActor } from '../../scope';
import { organizationView } from './organization-accounts';
import { findReachedOrganization } from './organization-reach';
import { organizationUsers } from './organization-users';

/**
 * Deletes an organization wholly in reach. One that a role's clients filter or a saved filter
 * names is kept: deleting it would silently change whom that role reaches or what that filter finds.
 */
export async function deleteOrganization(db: Database, actor: SupportActor, code: string) {
  const organization = await findReachedOrganization(db, await actor.clients(), code);
  const users = await organizationUsers(db, code);
  if (users.roles.length || users.filters.length) {
    const named = [
      ...users.roles.map((name) => `role ${name}`),
      ...users.filters.map((name) => `filter ${name}`),
    ];
    throw new Conflict(`The organization is used by ${named.join(', ')}`);
  }
  const before = await organizationView(db, organization.id);
  await db.transaction(async (tx) => {
    await tx.delete(organizations).where(eq(organizations.id, organization.id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: null,
      action: 'deleteOrganization',
      details: { before, after: null },
    });
  });
}
