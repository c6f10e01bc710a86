// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import { Alert, Button, Code, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureTextOf } from '@/lib/api/api-error';
import {
  isAwaitingUpload,
  isUploadPending,
  uploadPollMs,
  type UploadOrder,
} from './awaited-upload';
import {
  logsQuery,
  screenshotQuery,
  useScreenCommand,
  type ScreenCommand,
  type ScreenFile,
} from './screen-details.api';
import { formatTime } from './screen-information-tab';

const modifiedMs = (file: ScreenFile<unknown> | null | undefined) =>
  file?.modifiedAt?.getTime() ?? null;

/** Reboot, and order a log or a screenshot; the ordered file shows as soon as the screen sends it. */
export function ScreenRemoteTab({ id, canEdit }: { id: string; canEdit: boolean }) {
  const { t, i18n } = useTranslation();
  const [orders, setOrders] = useState<Partial<Record<'logs' | 'screenshot', UploadOrder>>>({});
  const command = useScreenCommand(id);
  const pollWhileAwaiting =
    (kind: 'logs' | 'screenshot') =>
    (query: { state: { data: ScreenFile<unknown> | null | undefined } }) =>
      isAwaitingUpload(orders[kind] ?? null, modifiedMs(query.state.data), Date.now())
        ? uploadPollMs
        : false;
  const screenshot = useQuery({
    ...screenshotQuery(id),
    refetchInterval: pollWhileAwaiting('screenshot'),
  });
  const logs = useQuery({ ...logsQuery(id), refetchInterval: pollWhileAwaiting('logs') });
  const imageUrl = useObjectUrl(screenshot.data?.content);

  const send = (kind: ScreenCommand) =>
    command.mutate(kind, {
      onSuccess: () => {
        if (kind === 'reboot') return;
        const file = kind === 'logs' ? logs.data : screenshot.data;
        setOrders((current) => ({
          ...current,
          [kind]: { orderedAt: Date.now(), previousModifiedAt: modifiedMs(file) },
        }));
      },
    });
  const isWaiting = (kind: 'logs' | 'screenshot') =>
    isUploadPending(
      orders[kind] ?? null,
      modifiedMs(kind === 'logs' ? logs.data : screenshot.data),
    );

  return (
    <Stack gap="lg">
      {canEdit && (
        <Group gap="xs">
          {(['reboot', 'screenshot', 'logs'] as const).map((kind) => (
            <Button
              key={kind}
              variant="default"
              loading={command.isPending && command.variables === kind}
              onClick={() => send(kind)}
            >
              {t(`screens.remote.${kind}`)}
            </Button>
          ))}
        </Group>
      )}
      {command.isSuccess && command.variables === 'reboot' && (
        <Alert color="teal">{t('screens.remote.rebootSent')}</Alert>
      )}
      {command.error && (
        <Alert color="red" role="alert">
          {failureTextOf(command.error) ?? t('errors.generic')}
        </Alert>
      )}
      <Stack gap="xs">
        <Title order={4}>{t('screens.remote.latestScreenshot')}</Title>
        {isWaiting('screenshot') && <Text size="sm">{t('screens.remote.waiting')}</Text>}
        {imageUrl && screenshot.data ? (
          <>
            <Image src={imageUrl} alt={t('screens.remote.screenshotAlt')} radius="sm" />
            <Text size="xs" c="dimmed">
              {formatTime(screenshot.data.modifiedAt, t, i18n.language)}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('screens.remote.noScreenshot')}
          </Text>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={4}>{t('screens.remote.latestLogs')}</Title>
        {isWaiting('logs') && <Text size="sm">{t('screens.remote.waiting')}</Text>}
        {logs.data ? (
          <>
            <Text size="xs" c="dimmed">
              {formatTime(logs.data.modifiedAt, t, i18n.language)}
            </Text>
            <Code block data-testid="screen-logs" mah={320} style={{ overflow: 'auto' }}>
              {logs.data.content}
            </Code>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('screens.remote.noLogs')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

/** An address for a fetched image, freed when the image changes or the tab closes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}
