import { ComingPage } from '@/lib/ui/coming-page';

export default function LocalSelectionsPage() {
  return <ComingPage descriptionKey="coming.localSelections" />;
}
