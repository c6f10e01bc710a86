import type { ClusterInput } from '@marquee/contracts';
import { eq, sql } from 'drizzle-orm';
import { clusters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { resolveClusterMembers } from './cluster-members';
import { findCluster } from './cluster-view';
import { readCluster } from './read-cluster';
import { assertNameFree, clusterAudit, writeClusterMembers } from './save-cluster';

/** Changes a cluster's name and what it lists; screens of broadcasts using it hear of it. */
export async function updateCluster(
  db: Database,
  actor: Actor,
  clusterCode: string,
  input: ClusterInput,
  ipAddress: string,
) {
  const existing = await findCluster(db, actor, clusterCode);
  const members = await resolveClusterMembers(db, actor, input, existing.id);
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`clusters/${actor.accountId}`}))`);
    const locked = await findCluster(tx, actor, clusterCode, true);
    await assertNameFree(tx, actor, input.clusterName, locked.id);
    const [updated] = await tx
      .update(clusters)
      .set({ name: input.clusterName, modifiedAt: new Date() })
      .where(eq(clusters.id, locked.id))
      .returning();
    if (!updated) throw new Error('Saving a cluster returned no row');
    await writeClusterMembers(tx, actor, updated, members);
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'updateCluster',
      details: { before: clusterAudit(locked), after: clusterAudit(updated, members) },
      ipAddress,
    });
    return updated;
  });
  return readCluster(db, actor, row);
}
