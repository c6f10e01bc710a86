/**
 * Clusters: named sets of screens (listed, and those at listed locations now) that broadcast
 * groups and campaign rows name. It owns the cluster tables; the content module reads them to
 * know which screens a group reaches.
 */
export { clusterRoutes } from './clusters.routes';
export { clusterIdsByCode } from './cluster-view';
export { listClusters } from './list-clusters';
