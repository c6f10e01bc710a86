// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/Image.css';
import { Alert, Button, Code, Group, Image, Stack, Text, Title } from '@mantine/core';
import { ErrorAlert } from '@/kit/error-alert';
import { useMutation, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureTextOf } from '@/lib/api/api-error';
import {
  isAwaitingUpload,
  isUploadPending,
  uploadPollMs,
  type UploadOrder,
} from './awaited-upload';
import type { ScreenFile } from './screen-files';
import { formatTime } from './format-time';

/** Every remote command a screen takes; each surface offers the ones its calls allow. */
export type RemoteCommand = 'reboot' | 'screenshot' | 'logs' | 'playlist';
type FileKind = 'screenshot' | 'logs';

type FileQuery<T> = UseQueryOptions<
  ScreenFile<T> | null,
  Error,
  ScreenFile<T> | null,
  readonly unknown[]
>;

export interface ScreenRemotePanelProps<C extends RemoteCommand> {
  commands: readonly C[];
  canEdit: boolean;
  send: (command: C) => Promise<unknown>;
  screenshotQuery: FileQuery<Blob>;
  logsQuery: FileQuery<string>;
  /** The text shown when a command fails; the server's own text when absent. */
  failureText?: (command: C) => string;
  /** Called when a command was taken, e.g. to refresh what depends on it. */
  onSent?: () => void;
  /**
   * Which files the server says the screen has sent; a file it has not is asked for only once
   * ordered. Absent: each is asked for.
   */
  sentFiles?: Record<FileKind, boolean>;
}

const isFileKind = (command: RemoteCommand): command is FileKind =>
  command === 'screenshot' || command === 'logs';

const modifiedMs = (file: ScreenFile<unknown> | null | undefined) =>
  file?.modifiedAt?.getTime() ?? null;

/** Remote commands, and the ordered file shown as soon as the screen sends it. */
export function ScreenRemotePanel<C extends RemoteCommand>(props: ScreenRemotePanelProps<C>) {
  const { t, i18n } = useTranslation();
  const [orders, setOrders] = useState<Partial<Record<FileKind, UploadOrder>>>({});
  // The order is noted by the mutation itself: a callback given to one `mutate` is dropped when
  // another command is sent before it is taken, and that file would never be waited for.
  const command = useMutation({
    mutationFn: (order: { kind: C; previousModifiedAt: number | null }) => props.send(order.kind),
    onSuccess: (_answer, { kind, previousModifiedAt }) => {
      if (isFileKind(kind)) {
        setOrders((current) => ({
          ...current,
          [kind]: { orderedAt: Date.now(), previousModifiedAt },
        }));
      }
      props.onSent?.();
    },
  });
  const pollWhileAwaiting =
    (kind: FileKind) => (query: { state: { data: ScreenFile<unknown> | null | undefined } }) =>
      isAwaitingUpload(orders[kind] ?? null, modifiedMs(query.state.data), Date.now())
        ? uploadPollMs
        : false;
  const mayExist = (kind: FileKind) => (props.sentFiles?.[kind] ?? true) || kind in orders;
  const screenshot = useQuery({
    ...props.screenshotQuery,
    enabled: mayExist('screenshot'),
    refetchInterval: pollWhileAwaiting('screenshot'),
  });
  const logs = useQuery({
    ...props.logsQuery,
    enabled: mayExist('logs'),
    refetchInterval: pollWhileAwaiting('logs'),
  });
  const imageUrl = useObjectUrl(screenshot.data?.content);
  const fileOf = (kind: FileKind) => (kind === 'logs' ? logs.data : screenshot.data);

  // The file the screen had sent before the order, so that the one it sends next is told apart.
  const send = (kind: C) =>
    command.mutate({
      kind,
      previousModifiedAt: isFileKind(kind) ? modifiedMs(fileOf(kind)) : null,
    });
  const isWaiting = (kind: FileKind) =>
    isUploadPending(orders[kind] ?? null, modifiedMs(fileOf(kind)));
  // The command that orders this file, when this surface offers it and it is not on its way.
  const orderOf = (kind: FileKind) =>
    props.canEdit && !isWaiting(kind)
      ? props.commands.find((offered) => offered === kind)
      : undefined;

  return (
    <Stack gap="lg">
      {props.canEdit && (
        <Group gap="xs">
          {props.commands.map((kind) => (
            <Button
              key={kind}
              variant="default"
              loading={command.isPending && command.variables.kind === kind}
              onClick={() => send(kind)}
            >
              {t(`screens.remote.${kind}`)}
            </Button>
          ))}
        </Group>
      )}
      {command.isSuccess && command.variables.kind === 'reboot' && (
        <Alert color="teal">{t('screens.remote.rebootSent')}</Alert>
      )}
      {command.isSuccess && command.variables.kind === 'playlist' && (
        <Alert color="teal">{t('screens.remote.playlistSent')}</Alert>
      )}
      {command.error && (
        <ErrorAlert>
          {props.failureText?.(command.variables.kind) ??
            failureTextOf(command.error) ??
            t('errors.generic')}
        </ErrorAlert>
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
          <EmptyFile
            text={t('screens.remote.noScreenshot')}
            action={orderOf('screenshot') ? t('screens.remote.takeOne') : null}
            onAction={() => {
              const order = orderOf('screenshot');
              if (order) send(order);
            }}
          />
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
            <Code
              block
              data-testid="screen-logs"
              // A scrolling box is reached by keyboard only when it takes focus (WCAG 2.1.1).
              tabIndex={0}
              role="region"
              aria-label={t('screens.remote.latestLogs')}
              mah={320}
              // Long lines wrap inside the drawer or tab instead of widening it.
              style={{ overflow: 'auto', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {logs.data.content}
            </Code>
          </>
        ) : (
          <EmptyFile
            text={t('screens.remote.noLogs')}
            action={orderOf('logs') ? t('screens.remote.orderOne') : null}
            onAction={() => {
              const order = orderOf('logs');
              if (order) send(order);
            }}
          />
        )}
      </Stack>
    </Stack>
  );
}

/** An address for a fetched image, freed when the image changes or the panel closes. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  return url;
}

/** No file yet, and the command that asks the screen for one when the user may give it. */
function EmptyFile(props: { text: string; action: string | null; onAction: () => void }) {
  return (
    <Group gap="xs">
      <Text size="sm" c="dimmed">
        {props.text}
      </Text>
      {props.action && (
        <Button variant="subtle" size="compact-sm" onClick={props.onAction}>
          {props.action}
        </Button>
      )}
    </Group>
  );
}
