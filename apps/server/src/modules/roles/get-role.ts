import type { Role } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findRole } from './find-role';
import { loadGrants } from './role-grants';
import { roleView } from './role-view';

export async function getRole(db: Database, actor: Actor, roleCode: string): Promise<Role> {
  const role = await findRole(db, actor, roleCode);
  const grants = await loadGrants(db, [role.id]);
  return roleView(role, 'SignagePlayer', grants.get(role.id) ?? {});
}
