import type { Role } from '@marquee/contracts';
import type { Database } from '../../platform/db/database';
import type { Actor } from '../scope';
import { findRole } from './find-role';
import { loadGrants } from './role-grants';
import { roleView } from './role-view';
import { visibleRoleFilters } from './visible-role-filters';

export async function getRole(db: Database, actor: Actor, roleCode: string): Promise<Role> {
  const role = await findRole(db, actor, roleCode);
  const grants = await loadGrants(db, [role.id]);
  const [shown] = await visibleRoleFilters(db, actor, [role]);
  return roleView(shown ?? role, 'SignagePlayer', grants.get(role.id) ?? {});
}
