import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../platform/db/database';
import { uuidArray } from '../../platform/db/id-array';
import { accountBroadcastsCacheOf } from './account-broadcasts-cache';
import { rebuildManifests } from './rebuild-manifests';

/** Records taken in one transaction: their screens' manifests are rebuilt in one load. */
const recordsPerRound = 200;

/** Times a request processes what is pending before giving up on seeing its own record done. */
const settleRounds = 3;

/**
 * Takes pending content changes and, in the same transaction, rebuilds their screens' manifests
 * and queues the notices: the records go exactly when their screens are told. Processes share
 * the work (`skip locked`), so none rebuilds a record another is on. Rounds until none is left.
 */
export async function processContentChanges(db: Database): Promise<void> {
  const cache = accountBroadcastsCacheOf(db);
  for (;;) {
    const records = await db.transaction(async (tx) => {
      const [claimed] = await queryRows<{
        records: number;
        account_ids: string[] | null;
        player_ids: string[] | null;
      }>(
        tx,
        sql`with claimed as (
            delete from content_changes where id in (
              select id from content_changes order by created_at
              limit ${recordsPerRound} for update skip locked)
            returning account_id, player_ids
          )
          select (select count(*)::int from claimed) as records,
            (select json_agg(distinct account_id) from claimed) as account_ids,
            (select json_agg(distinct player_id) from claimed, unnest(claimed.player_ids) as player_id)
              as player_ids`,
      );
      // The notice of the change may not have come yet: what this process keeps of the accounts
      // is dropped before their manifests are built, so they are built from what is stored.
      cache.forget(claimed?.account_ids ?? []);
      if (claimed?.player_ids) {
        await rebuildManifests(tx, { playerIds: claimed.player_ids }, cache.load);
      }
      return claimed?.records ?? 0;
    });
    if (records < recordsPerRound) return;
  }
}

/**
 * Settles once these records are processed, by this process or another: it processes what is
 * pending, then waits for any of them that another process holds to be released.
 */
export async function settleContentChanges(db: Database, ids: readonly string[]): Promise<void> {
  for (let round = 1; ; round += 1) {
    await processContentChanges(db);
    // Blocks while another process's transaction holds one; a record it finished is gone then.
    const left = await queryRows<{ id: string }>(
      db,
      sql`select id from content_changes where id = any(${uuidArray(ids)}::uuid[]) for update`,
    );
    if (!left.length) return;
    if (round === settleRounds) throw new Error('Recorded content changes were not processed');
  }
}
