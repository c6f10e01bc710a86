import { ComingPage } from '@/lib/ui/coming-page';

export default function ApplicationsPage() {
  return <ComingPage descriptionKey="coming.applications" />;
}
