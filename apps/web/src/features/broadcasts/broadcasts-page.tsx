import { useTranslation } from 'react-i18next';
import { ComingPage } from '@/lib/ui/coming-page';

const tabs = ['all', 'mine', 'expired', 'active', 'upcoming'] as const;

export default function BroadcastsPage() {
  const { t } = useTranslation();
  return (
    <ComingPage
      descriptionKey="coming.broadcasts"
      tabs={{
        route: 'Broadcast',
        items: tabs.map((value) => ({ value, label: t(`tabs.broadcast.${value}`) })),
      }}
    />
  );
}
