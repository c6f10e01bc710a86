import { Button } from '@mantine/core';
import { IconLockX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CenteredNotice } from '@/lib/ui/centered-notice';

export function SignInFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <CenteredNotice
      icon={<IconLockX size={30} />}
      color="red"
      title={t('session.signInFailedTitle')}
      text={t('session.signInFailedText')}
      actions={<Button onClick={onRetry}>{t('session.signInAgain')}</Button>}
    />
  );
}
