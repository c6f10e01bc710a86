import { ComingPage } from '@/lib/ui/coming-page';

export default function OrganizationsPage() {
  return <ComingPage descriptionKey="coming.organizations" />;
}
