import { useTranslation } from 'react-i18next';
import { ComingPage } from '@/lib/ui/coming-page';

const tabs = ['all', 'images', 'videos', 'files', 'signs'] as const;

export default function MediaPage() {
  const { t } = useTranslation();
  return (
    <ComingPage
      descriptionKey="coming.media"
      tabs={{
        route: 'MediaView',
        items: tabs.map((value) => ({ value, label: t(`tabs.media.${value}`) })),
      }}
    />
  );
}
