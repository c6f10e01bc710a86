import { resolveFeatureFlags } from '@marquee/domain';
import type { AccountDetails } from '@marquee/contracts';
import { asc, count, eq } from 'drizzle-orm';
import { locations, organizationAccounts, organizations, players, users } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { reachableClient, type SupportActor } from '../../scope';

/**
 * One client account with its owner, organizations and sizes, if the caller's support roles
 * reach it (404 otherwise). Each count walks one account's rows through its account index.
 */
export async function getAccountDetails(
  db: Database,
  actor: SupportActor,
  clientCode: string,
): Promise<AccountDetails> {
  const client = await reachableClient(db, actor, clientCode, 'id');
  const [owner, memberships, [userCount], [locationCount], [playerCount]] = await Promise.all([
    client.ownerUserId
      ? db
          .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(users)
          .where(eq(users.id, client.ownerUserId))
          .then((rows) => rows[0])
      : undefined,
    db
      .select({
        organizationCode: organizations.organizationCode,
        organizationName: organizations.name,
      })
      .from(organizationAccounts)
      .innerJoin(organizations, eq(organizations.id, organizationAccounts.organizationId))
      .where(eq(organizationAccounts.accountId, client.id))
      .orderBy(asc(organizations.name), asc(organizations.id)),
    db.select({ value: count() }).from(users).where(eq(users.accountId, client.id)),
    db.select({ value: count() }).from(locations).where(eq(locations.accountId, client.id)),
    db.select({ value: count() }).from(players).where(eq(players.accountId, client.id)),
  ]);
  return {
    clientCode: client.accountCode,
    clientName: client.name,
    businessType: client.businessType,
    isActive: client.isActive,
    createdAt: client.createdAt.toISOString(),
    owner: owner
      ? { name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email }
      : null,
    organizations: memberships,
    userCount: userCount?.value ?? 0,
    locationCount: locationCount?.value ?? 0,
    playerCount: playerCount?.value ?? 0,
    isSupportAccessEnabled: resolveFeatureFlags(client.featureFlags).enableAuth,
  };
}
