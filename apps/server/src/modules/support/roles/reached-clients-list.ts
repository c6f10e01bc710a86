import { accounts } from '../../../db/schema';
import { sortKey } from '../../../platform/db/list-sort';
import { reachedAccounts, type SupportActor } from '../../scope';

/** What every console list of clients shows of one. */
export const clientListColumns = {
  clientCode: accounts.accountCode,
  clientName: accounts.name,
  businessType: accounts.businessType,
  isActive: accounts.isActive,
};

/**
 * The part of a list of clients that every such list shares: the accounts the actor's support
 * roles reach, in a total order by name or code. A list adds its columns, search and page.
 */
export async function reachedClientsList(actor: SupportActor) {
  return {
    table: accounts,
    key: accounts.id,
    where: reachedAccounts(await actor.clients()),
    sortKeys: { clientName: sortKey(accounts.name), clientCode: sortKey(accounts.accountCode) },
  };
}
