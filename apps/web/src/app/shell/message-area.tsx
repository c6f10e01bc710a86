import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isSupportedBrowser } from '@/lib/shell/browser-support';

/** Standing messages above every screen; today the browser warning. */
export function MessageArea() {
  const { t } = useTranslation();
  if (isSupportedBrowser(navigator.userAgent)) return null;
  return (
    <Alert color="yellow" icon={<IconAlertTriangle size={18} />} mb="md" role="status">
      {t('shell.browserWarning')}
    </Alert>
  );
}
