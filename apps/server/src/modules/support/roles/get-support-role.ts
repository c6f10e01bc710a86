import type { Database } from '../../../platform/db/database';
import type { SupportActor } from '../../scope';
import { findSupportRole } from './find-support-role';
import { supportRoleView } from './support-role-view';

export async function getSupportRole(
  db: Database,
  actor: SupportActor,
  clientCode: string,
  roleCode: string,
) {
  return supportRoleView(db, await findSupportRole(db, actor, clientCode, roleCode), clientCode);
}
