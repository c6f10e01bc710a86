import type { PlayFilter } from '@marquee/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../scope';

const anyOf = (codes: readonly string[]) => sql`(${sql.join(
  codes.map((code) => sql`${code}`),
  sql`, `,
)})`;

/**
 * The conditions a report's rows (`r`, of plays or rollups, joined to `players`, `media` and
 * `broadcasts`) must meet: the caller's account and screen reach, then the filter's codes.
 */
export async function playConditions(actor: Actor, filter: PlayFilter): Promise<SQL> {
  const conditions: SQL[] = [sql`r.account_id = ${actor.accountId}`, await actor.players()];
  if (filter.mediaCodes?.length) conditions.push(sql`media.media_code in ${anyOf(filter.mediaCodes)}`);
  if (filter.playerCodes?.length) {
    conditions.push(sql`players.player_code in ${anyOf(filter.playerCodes)}`);
  }
  if (filter.broadcastCodes?.length) {
    conditions.push(sql`broadcasts.broadcast_code in ${anyOf(filter.broadcastCodes)}`);
  }
  if (filter.locationCodes?.length) {
    conditions.push(sql`players.location_id in (
      select id from locations
      where account_id = ${actor.accountId} and location_code in ${anyOf(filter.locationCodes)})`);
  }
  return sql.join(conditions, sql` and `);
}

/** The joins `playConditions` reads, from plays or rollups named `r`. */
export const playJoins = sql`
  join players on players.id = r.player_id
  left join media on media.id = r.media_id
  left join broadcasts on broadcasts.id = r.broadcast_id`;
