import { ComingPage } from '@/lib/ui/coming-page';

export default function AlarmsPage() {
  return <ComingPage descriptionKey="coming.alarms" />;
}
