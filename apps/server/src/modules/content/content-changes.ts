/*
 * The content-change records: a write that changes what screens play records it in its own
 * transaction; any server process then takes the record, rebuilds the screens' manifests and
 * tells those whose manifest changed, and the writing request answers once that is done.
 */

import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { contentChanges } from '../../db/schema';
import { queryRows, type Database } from '../../platform/db/database';
import { textArray, uuidArray } from '../../platform/db/id-array';
import { waitBeforeAnswer } from '../../platform/db/waits-before-answer';
import { savePlaylistHashes } from '../player-records';
import { accountBroadcastsCacheOf } from './account-broadcasts-cache';
import type { AccountBroadcastsSource } from './account-broadcasts';
import { heartbeatSecondsOf, loadManifests } from './load-manifests';
import { manifestBuild } from './manifest-build';
import { notifyScreens } from './screen-notices';

/**
 * The PostgreSQL channel a recorded content change is announced on, its account as the payload:
 * every process drops what it keeps of the account and wakes to take its share of the
 * processing. Identical notices of one transaction arrive as one.
 */
export const contentChangeChannel = 'marquee_content_changes';

const isTransaction = (db: Database): boolean => db instanceof PgTransaction;

/**
 * Records, inside the writing transaction, that these screens may play something else now: once
 * it commits, their manifests are rebuilt and the screens told, by whichever server process takes
 * the record first; a rolled-back write tells nobody. The request that wrote it answers only after
 * that is done, so its caller knows the screens heard.
 */
export async function recordContentChange(
  tx: Database,
  change: { accountId: string; playerIds: readonly string[] },
): Promise<void> {
  await recordContentChanges(tx, [change]);
}

/**
 * `recordContentChange` for several accounts at once, in one statement however many there are:
 * a global format's save changes what the screens of every client using it play.
 */
export async function recordContentChanges(
  tx: Database,
  changes: readonly { accountId: string; playerIds: readonly string[] }[],
): Promise<void> {
  // Recorded after the commit it would be lost to a crash in between, which is what it is for.
  if (!isTransaction(tx)) {
    throw new Error('A content change is recorded inside the transaction that makes it');
  }
  if (!changes.length) return;
  // Recorded even for no screen: every process drops what it keeps of the account's broadcasts
  // on it, and a screen paired later must not be built from what the change replaced.
  const accountIds = changes.map((change) => change.accountId);
  const playerIds = changes.map((change) => uuidArray([...new Set(change.playerIds)]));
  const recorded = await queryRows<{ id: string }>(
    tx,
    sql`with recorded as (
        insert into content_changes (account_id, player_ids)
        select account_id, player_ids::uuid[]
        from unnest(${uuidArray(accountIds)}::uuid[], ${textArray(playerIds)}::text[])
          as change(account_id, player_ids)
        returning id, account_id
      )
      select id, pg_notify(${contentChangeChannel}, account_id::text) from recorded`,
  );
  const ids = recorded.map((row) => row.id);
  waitBeforeAnswer((db) => settleContentChanges(db, ids));
}

/**
 * Whether a recorded change naming the player waits to be processed, or is being processed: until
 * it is done, the manifest hash stored for the player may be the one the change replaces.
 */
export const isContentChangePending = (playerId: AnyColumn): SQL<boolean> =>
  sql<boolean>`exists (select 1 from ${contentChanges} where ${playerId} = any(${contentChanges.playerIds}))`;

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
 * Processes pending content changes only when one waits that no process holds: one query, on a
 * table that holds only what is pending, so every process can look every few seconds. A record
 * is held only by the open transaction of the process processing it, so one whose process died
 * or whose round failed is free again at once.
 */
export async function processLeftContentChanges(db: Database): Promise<void> {
  const left = await queryRows<{ id: string }>(
    db,
    sql`select id from content_changes limit 1 for update skip locked`,
  );
  if (left.length) await processContentChanges(db);
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

/**
 * Builds these players' manifests again and tells the screens whose manifest really changed (only
 * those) to fetch it; run by the processing of recorded content changes, inside its transaction.
 * Every manifest is built in one load and their hashes stored together, so a broadcast that
 * reaches every player costs a fixed number of round trips.
 */
async function rebuildManifests(
  db: Database,
  { playerIds }: { playerIds: readonly string[] },
  accounts?: AccountBroadcastsSource,
): Promise<void> {
  const manifests = await loadManifests(db, playerIds, accounts);
  const hashes = [...manifests].map(([id, manifest]) => ({
    id,
    hash: manifest.hashCode,
    heartbeatSeconds: heartbeatSecondsOf(manifest),
  }));
  const changed = await savePlaylistHashes(db, hashes, manifestBuild);
  await notifyScreens(db, {
    type: 'content',
    targets: changed.map(({ id, hash, heartbeatSeconds }) => [id, hash, heartbeatSeconds]),
  });
}
