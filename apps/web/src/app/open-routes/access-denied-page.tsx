import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentUserQuery } from '@/lib/session/current-user';
import { CenteredNotice } from '@/lib/ui/centered-notice';

/** Try again reloads the user's permissions and returns to the address that was refused. */
export function AccessDeniedPage({ landing }: { landing: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const state = useLocation().state as { deniedPath?: string } | null;
  const tryAgain = async () => {
    await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    await navigate(state?.deniedPath ?? landing);
  };
  return (
    <CenteredNotice
      icon={<IconLock size={30} />}
      color="orange"
      title={t('accessDenied.title')}
      text={t('accessDenied.text')}
      actions={
        <Group mt="sm">
          <Button variant="default" onClick={() => void navigate('/logout')}>
            {t('shell.signOut')}
          </Button>
          <Button onClick={() => void tryAgain()}>{t('accessDenied.tryAgain')}</Button>
        </Group>
      }
    />
  );
}
