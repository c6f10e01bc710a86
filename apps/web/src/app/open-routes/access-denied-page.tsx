import { Button, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useQueryClientLoader } from '@/lib/api/use-query-client-loader';
import { currentUserKey } from '@/lib/session/current-user-key';
import { CenteredNotice } from '@/lib/ui/centered-notice';

/** Try again reloads the user's permissions and returns to the address that was refused. */
export function AccessDeniedPage({ landing }: { landing: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loadQueryClient = useQueryClientLoader();
  const state = useLocation().state as { deniedPath?: string } | null;
  const tryAgain = async () => {
    const queryClient = await loadQueryClient();
    await queryClient.invalidateQueries({ queryKey: currentUserKey });
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
