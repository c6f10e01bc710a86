import { eq, sql } from 'drizzle-orm';
import { locations, userLocations } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { recordSaversScopeChange } from '../content';
import { assertMayAssignRoles, assertMayChangeUser } from '../roles';
import { findAccountUser } from './find-account-user';
import { locationIdsOf, roleIdsOf } from './invite-user';
import { replaceUserRoles } from './replace-user-roles';

/** Replaces a user's roles with roles of the same account that the caller may hand out. */
export async function setUserRoles(
  db: Database,
  actor: Actor,
  userCode: string,
  roleCodes: string[],
) {
  const user = await findAccountUser(db, actor, userCode, 'UserCode');
  await assertMayChangeUser(db, actor, user);
  const roleIds = await roleIdsOf(db, actor.accountId, roleCodes);
  await assertMayAssignRoles(db, actor, roleIds);
  await db.transaction(async (tx) => {
    await replaceUserRoles(tx, user.id, roleIds);
    await recordSaversScopeChange(tx, actor.accountId, sql`${user.id}::uuid`);
  });
}

export async function getUserLocations(db: Database, actor: Actor, userCode: string) {
  const user = await findAccountUser(db, actor, userCode, 'code');
  const rows = await db
    .select({ locationCode: locations.locationCode })
    .from(userLocations)
    .innerJoin(locations, eq(locations.id, userLocations.locationId))
    .where(eq(userLocations.userId, user.id))
    .orderBy(locations.name);
  return rows.map((row) => row.locationCode);
}

/** Replaces the locations a user is limited to with locations of the same account. */
export async function setUserLocations(
  db: Database,
  actor: Actor,
  userCode: string,
  locationCodes: string[],
) {
  const user = await findAccountUser(db, actor, userCode, 'code');
  await assertMayChangeUser(db, actor, user);
  const locationIds = await locationIdsOf(db, actor.accountId, locationCodes);
  await db.transaction(async (tx) => {
    await tx.delete(userLocations).where(eq(userLocations.userId, user.id));
    if (locationIds.length) {
      await tx
        .insert(userLocations)
        .values(locationIds.map((locationId) => ({ userId: user.id, locationId })));
    }
  });
}
