import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import { recordContentChange } from './content-changes';

/**
 * Records, in the transaction that changes what these users may see (their roles, a role's
 * filters, the user itself), that the account's screens may play otherwise when any of them saved
 * a broadcast last: its conditions reach what its saver may see as their roles stand. Only the
 * screens whose manifest really changes are told.
 */
export async function recordSaversScopeChange(
  tx: Database,
  accountId: string,
  userIds: SQL,
): Promise<void> {
  const screens = await queryRows<{ id: string }>(
    tx,
    sql`select p.id from players p
      where p.account_id = ${accountId}
        and exists (select 1 from broadcasts b
          where b.account_id = ${accountId} and b.modified_by_user_id in (${userIds}))`,
  );
  await recordContentChange(tx, { accountId, playerIds: screens.map((screen) => screen.id) });
}
