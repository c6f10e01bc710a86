import type { StoredFeatureFlags } from '@marquee/domain';
import { eq } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * Stores which applications are off and which feature flags are set for an account. The row's
 * `auth_changed` trigger tells every process to read the account's signed-in users again.
 */
export async function writeAccountSwitches(
  db: Database,
  accountId: string,
  switches: { disabledApplications?: string[]; featureFlags?: StoredFeatureFlags },
): Promise<void> {
  await db.update(accounts).set(switches).where(eq(accounts.id, accountId));
}
