import { asc, eq, inArray } from 'drizzle-orm';
import { broadcasts, clusters } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { Conflict } from '../../platform/errors';
import { recordAudit } from '../audit';
import type { Actor } from '../scope';
import { findCluster } from './cluster-view';
import { broadcastsUsing, clusterAudit } from './save-cluster';

/** Deletes a cluster that no broadcast group names; one in use answers 409 naming the broadcasts. */
export async function deleteCluster(
  db: Database,
  actor: Actor,
  clusterCode: string,
  ipAddress: string,
) {
  await db.transaction(async (tx) => {
    const row = await findCluster(tx, actor, clusterCode, true);
    const using = await broadcastsUsing(tx, row.id);
    if (using.length) {
      const named = await tx
        .select({ name: broadcasts.name })
        .from(broadcasts)
        .where(inArray(broadcasts.id, using))
        .orderBy(asc(broadcasts.name));
      throw new Conflict(
        `This cluster is used by ${named.map((b) => `'${b.name}'`).join(', ')}; remove it there first.`,
      );
    }
    await tx.delete(clusters).where(eq(clusters.id, row.id));
    await recordAudit(tx, {
      actorUserId: actor.userId,
      accountId: actor.accountId,
      action: 'deleteCluster',
      details: { before: clusterAudit(row), after: null },
      ipAddress,
    });
  });
}
