import { ComingPage } from '@/lib/ui/coming-page';

export default function ScreensPage() {
  return <ComingPage descriptionKey="coming.screens" />;
}
