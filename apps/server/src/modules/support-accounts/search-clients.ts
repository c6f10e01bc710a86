import type { CallQuery, Client, searchClients as searchClientsCall } from '@marquee/contracts';
import { and, asc, desc, ilike, type SQL } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { containsPattern } from '../../platform/db/like-pattern';
import type { AuthContext } from '../../platform/http/auth-context';
import { clientReach, reachedAccounts } from '../support-roles';

export type ClientSearch = CallQuery<typeof searchClientsCall>;

const orderColumns = { clientName: accounts.name, clientCode: accounts.accountCode };

/**
 * A page of the client accounts the caller's support roles reach, in a stable order,
 * optionally matching a name (3+ characters, trigram index on accounts.name).
 */
export async function searchClients(
  db: Database,
  auth: AuthContext,
  search: ClientSearch,
): Promise<{ clients: Client[]; hasMore: boolean }> {
  const conditions: Array<SQL | undefined> = [reachedAccounts(await clientReach(db, auth))];
  if (search.SearchText) conditions.push(ilike(accounts.name, containsPattern(search.SearchText)));
  const direction = search.Order === 'desc' ? desc : asc;
  const rows = await db
    .select({
      clientCode: accounts.accountCode,
      clientName: accounts.name,
      businessType: accounts.businessType,
      isActive: accounts.isActive,
    })
    .from(accounts)
    .where(and(...conditions))
    .orderBy(direction(orderColumns[search.OrderBy]), asc(accounts.id))
    .limit(search.MaxItemsInResult + 1)
    .offset(search.SkipItemsInResult);
  const clients = rows.slice(0, search.MaxItemsInResult);
  return { clients, hasMore: rows.length > clients.length };
}
