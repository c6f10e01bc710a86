import { eq } from 'drizzle-orm';
import { accounts } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';

/** An account's switches, its row locked for the rest of the transaction so that two changes made at once both last. */
export async function lockedAccount(tx: Database, id: string) {
  const [account] = await tx
    .select({
      id: accounts.id,
      accountCode: accounts.accountCode,
      disabledApplications: accounts.disabledApplications,
      featureFlags: accounts.featureFlags,
    })
    .from(accounts)
    .where(eq(accounts.id, id))
    .for('update');
  return account!;
}
