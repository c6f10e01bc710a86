import { Button } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CenteredNotice } from '@/lib/ui/centered-notice';

export function SessionError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <CenteredNotice
      icon={<IconPlugConnectedX size={30} />}
      color="red"
      title={t('session.errorTitle')}
      text={t('session.errorText')}
      actions={<Button onClick={onRetry}>{t('session.retry')}</Button>}
    />
  );
}
