import type { Database } from '../../../platform/db/database';
import { BadRequest } from '../../../platform/errors';
import { grantRows, replaceRole } from '../../roles';
import type { SupportActor } from '../../scope';
import { findChangeableRole } from './find-support-role';
import { getSupportRole } from './get-support-role';
import { assertKeepsOwnLimit } from './role-limits';
import { supportRoleValues, type SupportRoleInput } from './support-role-values';

export async function updateSupportRole(
  db: Database,
  actor: SupportActor,
  roleCode: string,
  input: SupportRoleInput,
) {
  const role = await findChangeableRole(db, actor, input.ClientCode, roleCode);
  const grants = grantRows('Support', input.ComponentsAndSubParts);
  if (role.isBuiltin) throw new BadRequest('This role cannot be changed');
  const columns = await supportRoleValues(db, actor, input, grants);
  await assertKeepsOwnLimit(db, actor, role, columns.clientsFilter);
  await db.transaction((tx) => replaceRole(tx, role.id, columns, grants));
  return getSupportRole(db, actor, input.ClientCode, roleCode);
}
