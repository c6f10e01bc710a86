import type { Database } from '../../../platform/db/database';
import { grantRows, insertRole } from '../../roles';
import { reachableClient, type SupportActor } from '../../scope';
import { supportRoleValues, type SupportRoleInput } from './support-role-values';
import { supportRoleView } from './support-role-view';

/** A new support role of a client; it grants support-console components. */
export async function createSupportRole(
  db: Database,
  actor: SupportActor,
  input: SupportRoleInput,
) {
  const client = await reachableClient(db, actor, input.ClientCode, 'ClientCode');
  const grants = grantRows('Support', input.ComponentsAndSubParts);
  const columns = await supportRoleValues(db, actor, input, grants);
  const role = await db.transaction((tx) =>
    insertRole(tx, { ...columns, accountId: client.id, application: 'Support' }, grants),
  );
  return supportRoleView(db, role, client.accountCode);
}
