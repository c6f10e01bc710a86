import { eq } from 'drizzle-orm';
import { roles } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { findChangeableRole } from './find-support-role';
import type { SupportActor } from './support-actor';

export async function deleteSupportRole(
  db: Database,
  actor: SupportActor,
  clientCode: string,
  roleCode: string,
) {
  const role = await findChangeableRole(db, actor, clientCode, roleCode);
  await db.delete(roles).where(eq(roles.id, role.id));
}
