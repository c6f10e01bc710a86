import { inArray } from 'drizzle-orm';
import { accounts } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import type { AccountCondition } from '../../../platform/jobs/dead-letters';
import type { SupportActor } from '../../scope';

/**
 * The error-queue messages a support user may see: those of the clients their roles reach. A
 * message of no client (or of one since deleted) is seen only by those who reach every client.
 */
export async function messageReach(db: Database, actor: SupportActor): Promise<AccountCondition> {
  const reach = await actor.clients();
  if (reach.isEveryClient) return () => undefined;
  const reached = db.select({ id: accounts.id }).from(accounts).where(reach.accounts);
  return (accountId) => inArray(accountId, reached);
}
