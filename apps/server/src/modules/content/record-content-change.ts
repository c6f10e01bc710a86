import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { queryRows, type Database } from '../../platform/db/database';
import { uuidArray } from '../../platform/db/id-array';
import { waitBeforeAnswer } from '../../platform/db/waits-before-answer';
import { settleContentChanges } from './process-content-changes';
import { contentRecordedNotice, screenNoticeChannel } from './screen-notices';

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
  // Recorded after the commit it would be lost to a crash in between, which is what it is for.
  if (!isTransaction(tx)) {
    throw new Error('A content change is recorded inside the transaction that makes it');
  }
  // Recorded even for no screen: every process drops what it keeps of the account's broadcasts
  // on it, and a screen paired later must not be built from what the change replaced.
  const playerIds = [...new Set(change.playerIds)];
  const [recorded] = await queryRows<{ id: string }>(
    tx,
    sql`with recorded as (
        insert into content_changes (account_id, player_ids)
        values (${change.accountId}, ${uuidArray(playerIds)}::uuid[])
        returning id
      )
      select id, pg_notify(${screenNoticeChannel}, ${contentRecordedNotice(change.accountId)}) from recorded`,
  );
  waitBeforeAnswer((db) => settleContentChanges(db, [recorded!.id]));
}
