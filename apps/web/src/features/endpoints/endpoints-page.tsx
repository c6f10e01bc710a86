import { ComingPage } from '@/lib/ui/coming-page';

export default function EndpointsPage() {
  return <ComingPage descriptionKey="coming.endpoints" />;
}
