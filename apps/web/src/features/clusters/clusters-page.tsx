import { lazy } from 'react';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { ClusterList } from './cluster-list';

// The editor loads when a cluster is opened, not with the list.
const ClusterEditorPage = lazy(() => import('./cluster-editor-page'));

/** `/broadcast/clusters`: the list, or the editor at `/new` and at a cluster's address. */
export default function ClustersPage() {
  const route = useCurrentRoute();
  return route?.name === 'Clusters' ? <ClusterList /> : <ClusterEditorPage />;
}
