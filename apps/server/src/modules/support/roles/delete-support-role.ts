import type { Database } from '../../../platform/db/database';
import { deleteRole } from '../../roles';
import type { SupportActor } from '../../scope';
import { findChangeableRole } from './find-support-role';

export async function deleteSupportRole(
  db: Database,
  actor: SupportActor,
  clientCode: string,
  roleCode: string,
) {
  const role = await findChangeableRole(db, actor, clientCode, roleCode);
  await deleteRole(db, role.id);
}
