import { ComingPage } from '@/lib/ui/coming-page';

export default function PlayerFormatsPage() {
  return <ComingPage descriptionKey="coming.playerFormats" />;
}
