import { roles } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { reachableClient, type SupportActor } from '../../scope';
import { supportRolesOf } from './find-support-role';
import { supportRoleView } from './support-role-view';

/** The support roles of a client the caller reaches, by name. */
export async function listSupportRoles(db: Database, actor: SupportActor, clientCode: string) {
  const client = await reachableClient(db, actor, clientCode);
  const rows = await db.select().from(roles).where(supportRolesOf(client.id)).orderBy(roles.name);
  return Promise.all(rows.map((role) => supportRoleView(db, role, clientCode)));
}
