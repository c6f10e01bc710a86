import type { PlayFilter } from '@marquee/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { broadcasts, locations, media } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { isAnyText, uuidArray } from '../../platform/db/id-array';
import { NotFound } from '../../platform/errors';
import { findPlayerIds, type Actor } from '../scope';

const isAnyOf = (column: string, ids: readonly string[]) =>
  sql`${sql.raw(column)} = any(${uuidArray(ids)}::uuid[])`;

/** The ids of the rows with these codes that the reach selects; 404 when any is not there. */
async function idsOf(
  db: Database,
  table: PgTable & { id: AnyPgColumn },
  code: AnyPgColumn,
  codes: readonly string[],
  reach: SQL,
  what: string,
): Promise<string[]> {
  const unique = [...new Set(codes)];
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(reach, isAnyText(code, unique)));
  if (rows.length !== unique.length) throw new NotFound(`There is no ${what} with that code.`);
  return rows.map((row) => row.id as string);
}

/**
 * The conditions a report's rows (`r`, of plays or rollups) must meet: the caller's account and
 * screen reach, then the filter's codes, each of which must name a row the caller may see (404
 * otherwise, another account's included). The screens are a semi-join, not a join, so a report
 * sums its rows before it looks up any name.
 */
export async function playConditions(db: Database, actor: Actor, filter: PlayFilter): Promise<SQL> {
  const { accountId } = actor;
  const conditions: SQL[] = [sql`r.account_id = ${accountId}`];
  const screens: SQL[] = [await actor.players()];
  if (filter.mediaCodes?.length) {
    const ids = await idsOf(
      db,
      media,
      media.mediaCode,
      filter.mediaCodes,
      await actor.media(),
      'media',
    );
    conditions.push(isAnyOf('r.media_id', ids));
  }
  if (filter.playerCodes?.length) {
    conditions.push(isAnyOf('r.player_id', await findPlayerIds(db, actor, filter.playerCodes)));
  }
  if (filter.broadcastCodes?.length) {
    const reach = eq(broadcasts.accountId, accountId);
    const ids = await idsOf(
      db,
      broadcasts,
      broadcasts.broadcastCode,
      filter.broadcastCodes,
      reach,
      'broadcast',
    );
    conditions.push(isAnyOf('r.broadcast_id', ids));
  }
  if (filter.locationCodes?.length) {
    const reach = eq(locations.accountId, accountId);
    const ids = await idsOf(
      db,
      locations,
      locations.locationCode,
      filter.locationCodes,
      reach,
      'location',
    );
    screens.push(isAnyOf('players.location_id', ids));
  }
  conditions.push(
    sql`r.player_id in (select players.id from players where ${sql.join(screens, sql` and `)})`,
  );
  return sql.join(conditions, sql` and `);
}
