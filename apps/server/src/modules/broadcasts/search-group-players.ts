import type { CallBody, searchGroupPlayers as call } from '@marquee/contracts';
import { groupScreensCondition } from '@marquee/domain';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/database';
import { NotFound } from '../../platform/errors';
import { clusterIdsByCode, listClusters } from '../clusters';
import { playersInClusters } from '../content';
import { searchPlayers } from '../players';
import type { Actor } from '../scope';

/** How many matching clusters the group search adds beside the screens. */
const clustersShown = 50;

/**
 * The screens a group reaches while it is edited, by the resolver's rule (`groupReach`): with
 * clusters, those of its clusters' screens its condition selects; without, what its condition
 * selects, and nothing when it says nothing of screens. With IncludeClusters, the clusters whose
 * name matches the search come too, so one picker offers both.
 */
export async function searchGroupPlayers(db: Database, actor: Actor, body: CallBody<typeof call>) {
  const condition = groupScreensCondition(body.Condition);
  const codes = body.Clusters ?? [];
  const clusterIds = await clusterIdsByCode(db, actor, codes);
  const unknown = codes.findIndex((code) => !clusterIds.has(code));
  if (unknown >= 0) throw new NotFound(`Clusters.${unknown}: no such cluster`);
  const visible = (await actor.players()) as SQL;
  const scope = clusterIds.size
    ? (and(visible, playersInClusters(db, [...clusterIds.values()])) as SQL)
    : condition
      ? visible
      : sql`false`;
  const [found, clusters] = await Promise.all([
    searchPlayers(db, scope, { ...body, Condition: condition ?? undefined }),
    body.IncludeClusters
      ? listClusters(db, actor, {
          SearchText: body.SearchText,
          MaxItemsInResult: clustersShown,
          SkipItemsInResult: 0,
        })
      : undefined,
  ]);
  return clusters ? { ...found, Clusters: clusters.Clusters } : found;
}
