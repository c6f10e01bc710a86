import type { CallQuery, searchOrganizations as searchCall } from '@marquee/contracts';
import { organizations } from '../../../db/schema';
import type { Database } from '../../../platform/db/database';
import { listPage } from '../../../platform/db/list-page';
import { sortKey } from '../../../platform/db/list-sort';

export type OrganizationSearch = CallQuery<typeof searchCall>;

const sortKeys = {
  organizationName: sortKey(organizations.name),
  organizationCode: sortKey(organizations.organizationCode),
};

/** A page of organizations in a stable order, optionally matching a name (trigram index). */
export async function searchOrganizations(db: Database, search: OrganizationSearch) {
  const { rows, ...page } = await listPage(db, {
    table: organizations,
    columns: {
      organizationCode: organizations.organizationCode,
      organizationName: organizations.name,
    },
    key: organizations.id,
    where: undefined,
    search: { text: search.searchText, in: organizations.name },
    sortKeys,
    orderBy: search.orderBy,
    order: search.order,
    page: search,
  });
  return { organizations: rows, ...page };
}
