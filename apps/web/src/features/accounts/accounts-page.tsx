import { ComingPage } from '@/lib/ui/coming-page';

export default function AccountsPage() {
  return <ComingPage descriptionKey="coming.accounts" />;
}
