import { ComingPage } from '@/lib/ui/coming-page';

export default function PlayerFiltersPage() {
  return <ComingPage descriptionKey="coming.playerFilters" />;
}
