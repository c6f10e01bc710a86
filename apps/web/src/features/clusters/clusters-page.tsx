import { ComingPage } from '@/lib/ui/coming-page';

export default function ClustersPage() {
  return <ComingPage descriptionKey="coming.clusters" />;
}
