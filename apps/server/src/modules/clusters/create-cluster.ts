import type { ClusterInput } from '@marquee/contracts';
import { sql } from 'drizzle-orm';
import { clusters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { resolveClusterMembers } from './cluster-members';
import { readCluster } from './read-cluster';
import { assertNameFree, clusterAudit, writeClusterMembers } from './save-cluster';

/** Adds a cluster; a name the account already uses in any case answers 409. */
export async function createCluster(
  db: Database,
  actor: Actor,
  input: ClusterInput,
  ipAddress: string,
) {
  const members = await resolveClusterMembers(db, actor, input, null);
  const row = await db.transaction(async (tx) => {
    // One account's saves wait for each other here, so the name check below stays true.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clusters/${actor.accountId}`}))`);
    await assertNameFree(tx, actor, input.clusterName, null);
    const [created] = await tx
      .insert(clusters)
      .values({ accountId: actor.accountId, name: input.clusterName })
      .returning();
    if (!created) throw new Error('Saving a cluster returned no row');
    await writeClusterMembers(tx, actor, created, members);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'createCluster',
      details: { before: null, after: clusterAudit(created, members) },
      ipAddress,
    });
    return created;
  });
  return readCluster(db, actor, row);
}
