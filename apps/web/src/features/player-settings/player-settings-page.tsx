import { ComingPage } from '@/lib/ui/coming-page';

export default function PlayerSettingsPage() {
  return <ComingPage descriptionKey="coming.playerSettings" />;
}
