import { Button } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import { ChunkLoadTimeout } from '@/lib/routing/lazy-page';
import { CenteredNotice } from '@/lib/ui/centered-notice';

/** A page module that failed or took over 120 s to load, or a screen that crashed. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  console.error(error);
  const isLoadFailure =
    error instanceof ChunkLoadTimeout ||
    (error instanceof TypeError && /import/i.test(error.message));
  return (
    <CenteredNotice
      icon={<IconRefresh size={30} />}
      color="red"
      title={t(isLoadFailure ? 'routeError.loadTitle' : 'routeError.title')}
      text={t(isLoadFailure ? 'routeError.loadText' : 'routeError.text')}
      actions={<Button onClick={() => window.location.reload()}>{t('routeError.reload')}</Button>}
    />
  );
}
