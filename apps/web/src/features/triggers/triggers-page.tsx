import { useTranslation } from 'react-i18next';
import { ComingPage } from '@/lib/ui/coming-page';

const tabs = ['all', 'dayparts', 'timer', 'external'] as const;

export default function TriggersPage() {
  const { t } = useTranslation();
  return (
    <ComingPage
      descriptionKey="coming.triggers"
      tabs={{
        route: 'TriggerView',
        items: tabs.map((value) => ({ value, label: t(`tabs.triggers.${value}`) })),
      }}
    />
  );
}
