import type { supportRoleSchema } from '@marquee/contracts';
import type { z } from 'zod';
import type { roles } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { filterView, loadGrants, roleView } from '../../roles';

type SupportRole = z.infer<typeof supportRoleSchema>;

/** A client's support role as the console shows it: its grants and its clients filter. */
export async function supportRoleView(
  db: Database,
  role: typeof roles.$inferSelect,
  clientCode: string,
): Promise<SupportRole> {
  const grants = (await loadGrants(db, [role.id])).get(role.id) ?? {};
  return {
    ...roleView(role, 'Support', grants),
    clientCode,
    clientsFilter: filterView(role.clientsFilter),
  };
}
