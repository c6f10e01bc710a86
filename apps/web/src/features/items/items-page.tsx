import { ComingPage } from '@/lib/ui/coming-page';

export default function ItemsPage() {
  return <ComingPage descriptionKey="coming.items" />;
}
