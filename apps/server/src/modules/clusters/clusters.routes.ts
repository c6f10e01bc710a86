import * as calls from '@marquee/contracts';
import { defineRoute } from '../../platform/http/define-route';
import { ok } from '../../platform/http/success-envelope';
import { actorOf } from '../scope';
import { findCluster } from './cluster-view';
import { createCluster } from './create-cluster';
import { deleteCluster } from './delete-cluster';
import { listClusters } from './list-clusters';
import { readCluster } from './read-cluster';
import { updateCluster } from './update-cluster';

export const clusterRoutes = [
  defineRoute(calls.listClusters, async (context) => ({
    success: ok,
    ...(await listClusters(context.db, actorOf(context), context.query)),
  })),
  defineRoute(calls.createCluster, async (context) => ({
    success: ok,
    cluster: await createCluster(context.db, actorOf(context), context.body, context.request.ip),
  })),
  defineRoute(calls.getCluster, async (context) => {
    const actor = actorOf(context);
    const row = await findCluster(context.db, actor, context.params.clusterCode);
    return { success: ok, cluster: await readCluster(context.db, actor, row) };
  }),
  defineRoute(calls.updateCluster, async (context) => ({
    success: ok,
    cluster: await updateCluster(
      context.db,
      actorOf(context),
      context.params.clusterCode,
      context.body,
      context.request.ip,
    ),
  })),
  defineRoute(calls.deleteCluster, async (context) => {
    await deleteCluster(
      context.db,
      actorOf(context),
      context.params.clusterCode,
      context.request.ip,
    );
    return { success: ok };
  }),
];
