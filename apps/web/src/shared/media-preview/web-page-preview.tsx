import { Button, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPreviewableUrl, webPageTimeoutMs } from './preview-view';

/** Another site keeps its own origin; a page of this app's origin gets none, so it cannot reach the app. */
function sandboxFor(address: string): string {
  const isOwnOrigin = new URL(address).origin === window.location.origin;
  return isOwnOrigin ? 'allow-scripts' : 'allow-scripts allow-same-origin allow-forms';
}

interface WebPagePreviewProps {
  address: string;
  onReady: () => void;
}

/**
 * A web page in a sandboxed frame. Only https pages are shown; one that has not loaded within
 * 3 s gives the cannot-display message with a button that opens it in a new window.
 */
export function WebPagePreview({ address, onReady }: WebPagePreviewProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<'loading' | 'loaded' | 'timedOut'>('loading');
  const isPreviewable = isPreviewableUrl(address);

  useEffect(() => {
    if (!isPreviewable) return;
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'timedOut' : current)),
      webPageTimeoutMs,
    );
    return () => window.clearTimeout(timer);
  }, [isPreviewable, address]);
  useEffect(() => {
    if (!isPreviewable || state === 'timedOut') onReady();
  }, [isPreviewable, state, onReady]);

  if (!isPreviewable || state === 'timedOut') {
    return (
      <Stack align="center" justify="center" h="100%" p="xl" gap="md" role="alert">
        <Text fw={600} size="xl">
          {t('mediaPreview.notPossible')}
        </Text>
        <Text c="dimmed" size="lg" ta="center">
          {isPreviewable ? t('mediaPreview.cantDisplay') : t('mediaPreview.httpsOnly')}
        </Text>
        {isPreviewable && (
          <Button
            component="a"
            href={address}
            target="_blank"
            rel="noopener noreferrer"
            size="lg"
            leftSection={<IconExternalLink size={20} />}
          >
            {t('mediaPreview.openInNewWindow')}
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <iframe
      src={address}
      title={address}
      sandbox={sandboxFor(address)}
      referrerPolicy="no-referrer"
      style={{ width: '100%', height: '100%', border: 0 }}
      onLoad={() => {
        setState('loaded');
        onReady();
      }}
    />
  );
}
