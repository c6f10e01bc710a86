import { ComingPage } from '@/lib/ui/coming-page';

export default function HtmlTemplatesPage() {
  return <ComingPage descriptionKey="coming.htmlTemplates" />;
}
