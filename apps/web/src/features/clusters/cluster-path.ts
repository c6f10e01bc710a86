/** A cluster's editor address, its name as the readable tail (`/broadcast/clusters/{code}/{name}`). */
export const clusterPath = (cluster: { clusterCode: string; clusterName: string }) =>
  `/broadcast/clusters/${encodeURIComponent(cluster.clusterCode)}/${encodeURIComponent(cluster.clusterName)}`;
