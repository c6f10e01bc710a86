import { Button } from '@mantine/core';
import { IconTransfer } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CenteredNotice } from '@/lib/ui/centered-notice';

/** Users of the legacy environment land here whatever they open. */
export function MigratedPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <CenteredNotice
      icon={<IconTransfer size={30} />}
      title={t('migrated.title')}
      text={t('migrated.text')}
      actions={
        <Button variant="default" onClick={() => void navigate('/logout')}>
          {t('shell.signOut')}
        </Button>
      }
    />
  );
}
