import { ComingPage } from '@/lib/ui/coming-page';

export default function RolesPage() {
  return <ComingPage descriptionKey="coming.roles" />;
}
