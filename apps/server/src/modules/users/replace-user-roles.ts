import { eq } from 'drizzle-orm';
import { userRoles } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/** Replaces all of a user's roles with these; call it inside a transaction. */
export async function replaceUserRoles(
  tx: Database,
  userId: string,
  roleIds: readonly string[],
): Promise<void> {
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length)
    await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId })));
}
