import { ComingPage } from '@/lib/ui/coming-page';

export default function HelpPage() {
  return <ComingPage descriptionKey="coming.help" />;
}
