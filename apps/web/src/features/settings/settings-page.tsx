import { ComingPage } from '@/lib/ui/coming-page';

export default function SettingsPage() {
  return <ComingPage descriptionKey="coming.settings" />;
}
