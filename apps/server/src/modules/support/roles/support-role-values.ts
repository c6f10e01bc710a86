import type { CallBody, createSupportRole as createCall } from '@marquee/contracts';
import type { Database } from '../../../platform/db/database';
import { filterColumns, grantsOfRows, type grantRows } from '../../roles';
import type { SupportActor } from '../../scope';
import { checkClientsFilter } from './check-clients-filter';
import { assertRoleWithinCaller } from './role-limits';

export type SupportRoleInput = CallBody<typeof createCall>;

/**
 * The columns of a role as sent, after its clients filter passes its checks and the role as a
 * whole reaches and grants no more than the caller.
 */
export async function supportRoleValues(
  db: Database,
  actor: SupportActor,
  input: SupportRoleInput,
  grants: ReturnType<typeof grantRows>,
) {
  const clientsFilter = filterColumns(await checkClientsFilter(db, actor, input.ClientsFilter));
  const role = { id: '', clientsFilter, grants: grantsOfRows(grants) };
  await assertRoleWithinCaller(db, actor, role, 'ComponentsAndSubParts');
  return { name: input.Name, description: input.Description, clientsFilter };
}
