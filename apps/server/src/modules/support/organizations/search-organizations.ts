import type { CallQuery, searchOrganizations as searchCall } from '@marquee/contracts';
import { organizations } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { listPage } from '../../../platform/db/list-page';
import { sortKey } from '../../../platform/db/list-sort';
import type { SupportActor } from '../../scope';
import { accountsOfOrganizations } from './organization-accounts';
import { whollyReached } from './organization-reach';

export type OrganizationSearch = CallQuery<typeof searchCall>;

const sortKeys = {
  organizationName: sortKey(organizations.name),
  organizationCode: sortKey(organizations.organizationCode),
};

/**
 * A page of the organizations wholly in the caller's reach in a stable order, optionally
 * matching a name (trigram index), each with its clients.
 */
export async function searchOrganizations(
  db: Database,
  actor: SupportActor,
  search: OrganizationSearch,
) {
  const { rows, ...page } = await listPage(db, {
    table: organizations,
    columns: {
      id: organizations.id,
      organizationCode: organizations.organizationCode,
      organizationName: organizations.name,
    },
    key: organizations.id,
    where: whollyReached(await actor.clients()),
    search: { text: search.searchText, in: organizations.name },
    sortKeys,
    orderBy: search.orderBy,
    order: search.order,
    page: search,
  });
  const accountsOf = await accountsOfOrganizations(
    db,
    rows.map((row) => row.id),
  );
  return {
    organizations: rows.map(({ id, ...row }) => ({ ...row, accounts: accountsOf(id) })),
    ...page,
  };
}
