import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';

/**
 * Which of these media codes a fact of the account still names, in any attribute (a post's
 * picture that someone also chose for an item): what may not be removed with the post. No index
 * serves it, so it reads the account's facts; it is asked only for pictures posts let go.
 */
export async function mediaNamedByFacts(
  db: Database,
  accountId: string,
  mediaCodes: readonly string[],
): Promise<Set<string>> {
  if (mediaCodes.length === 0) return new Set();
  const codes = sql.join(
    mediaCodes.map((code) => sql`${code}`),
    sql`, `,
  );
  const rows = await queryRows<{ code: string }>(
    db,
    sql`
    select code from unnest(array[${codes}]::text[]) as named(code)
    where exists (
      select 1 from facts
      where facts.account_id = ${accountId}
        and jsonb_path_exists(facts.attributes, '$.** ? (@.mediaCode == $code)',
          jsonb_build_object('code', named.code))
    )`,
  );
  return new Set(rows.map((row) => row.code));
}
