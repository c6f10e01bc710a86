import type {
  CallQuery,
  Organization,
  searchOrganizations as searchCall,
} from '@marquee/contracts';
import { asc, desc, ilike } from 'drizzle-orm';
import { organizations } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type OrganizationSearch = CallQuery<typeof searchCall>;

const orderColumns = {
  organizationName: organizations.name,
  organizationCode: organizations.organizationCode,
};

/** A page of organizations in a stable order, optionally matching a name (trigram index). */
export async function searchOrganizations(
  db: Database,
  search: OrganizationSearch,
): Promise<{ organizations: Organization[]; hasMore: boolean }> {
  const direction = search.order === 'desc' ? desc : asc;
  const rows = await db
    .select({
      organizationCode: organizations.organizationCode,
      organizationName: organizations.name,
    })
    .from(organizations)
    .where(
      search.searchText
        ? ilike(organizations.name, `%${search.searchText.replace(/[%_\\]/g, '\\$&')}%`)
        : undefined,
    )
    .orderBy(direction(orderColumns[search.orderBy]), asc(organizations.id))
    .limit(search.MaxItemsInResult + 1)
    .offset(search.SkipItemsInResult);
  const page = rows.slice(0, search.MaxItemsInResult);
  return { organizations: page, hasMore: rows.length > page.length };
}
