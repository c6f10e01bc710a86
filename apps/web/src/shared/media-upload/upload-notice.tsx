// The progress bar's sheet loads with the notices that use it, not with the entry.
import '@mantine/core/styles/Progress.css';
import { Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { TFunction } from 'i18next';
import { notificationPosition } from '@/lib/notifications/notification-position';
import { notificationLifetimeMs } from '@/lib/notifications/notify';

/** Where one file's upload stands. */
export type UploadState =
  | { status: 'sending'; fileName: string; progress: number }
  | { status: 'done'; fileName: string }
  | { status: 'failed'; fileName: string; errorMessage?: string };

/**
 * The message of one upload (spec 002 sections 4 and 8): an info message with a progress bar
 * while sending, then success, or the server's reason followed by the file name (else the
 * generic upload error). Finished messages stay 6 seconds.
 */
export function showUploadNotice(id: string, state: UploadState, t: TFunction): void {
  const isSending = state.status === 'sending';
  const text =
    state.status === 'sending'
      ? t('mediaUpload.sending', { fileName: state.fileName })
      : state.status === 'done'
        ? t('mediaUpload.done', { fileName: state.fileName })
        : state.errorMessage
          ? `${state.errorMessage} ${state.fileName}`
          : t('mediaUpload.failed', { fileName: state.fileName });
  const percent = isSending ? Math.round(state.progress * 100) : 100;
  const options = {
    id,
    color: state.status === 'failed' ? 'red' : state.status === 'done' ? 'teal' : 'blue',
    position: notificationPosition,
    autoClose: isSending ? (false as const) : notificationLifetimeMs.upload,
    withCloseButton: !isSending,
    message: (
      <Stack gap={6} data-upload-status={state.status}>
        <Text size="sm">{text}</Text>
        {isSending && (
          <Progress
            value={percent}
            size="sm"
            animated
            aria-label={t('mediaUpload.progress', { fileName: state.fileName, percent })}
          />
        )}
      </Stack>
    ),
  };
  // Showing an id already shown does nothing, so the update carries every later state.
  notifications.show(options);
  notifications.update(options);
}

/** The accepted-types message, naming the list (spec 002 section 8). */
export function showInvalidTypeNotice(
  fileNames: string[],
  accepted: readonly string[],
  t: TFunction,
) {
  notifications.show({
    color: 'red',
    position: notificationPosition,
    autoClose: notificationLifetimeMs.upload,
    message: t('mediaUpload.invalidFileType', {
      fileNames: fileNames.join(', '),
      accepted: accepted.join(', '),
    }),
  });
}
