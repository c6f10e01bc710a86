import { ComingPage } from '@/lib/ui/coming-page';

export default function SignsPage() {
  return <ComingPage descriptionKey="coming.signs" />;
}
