import { ComingPage } from '@/lib/ui/coming-page';

export default function CampaignsPage() {
  return <ComingPage descriptionKey="coming.campaigns" />;
}
