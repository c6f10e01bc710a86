import { ComingPage } from '@/lib/ui/coming-page';

export default function SupportRolesPage() {
  return <ComingPage descriptionKey="coming.supportRoles" />;
}
