import { useTranslation } from 'react-i18next';
import { ComingPage } from '@/lib/ui/coming-page';

const tabs = ['all', 'active', 'inactive'] as const;

export default function UsersPage() {
  const { t } = useTranslation();
  return (
    <ComingPage
      descriptionKey="coming.users"
      tabs={{
        route: 'Users',
        items: tabs.map((value) => ({ value, label: t(`tabs.users.${value}`) })),
      }}
    />
  );
}
