import type { CallQuery, searchClients as searchClientsCall } from '@marquee/contracts';
import { accounts } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { listPage } from '../../../platform/db/list-page';
import type { SupportActor } from '../../scope';
import { clientListColumns, reachedClientsList } from '../roles';

export type ClientSearch = CallQuery<typeof searchClientsCall>;

/**
 * A page of the client accounts the caller's support roles reach, in a stable order,
 * optionally matching a name (3+ characters, trigram index on accounts.name).
 */
export async function searchClients(db: Database, actor: SupportActor, search: ClientSearch) {
  const { rows, ...page } = await listPage(db, {
    ...(await reachedClientsList(actor)),
    columns: clientListColumns,
    search: { text: search.SearchText, in: accounts.name },
    orderBy: search.OrderBy,
    order: search.Order,
    page: search,
  });
  return { clients: rows, ...page };
}
