import { ComingPage } from '@/lib/ui/coming-page';

export default function SupportUsersPage() {
  return <ComingPage descriptionKey="coming.supportUsers" />;
}
