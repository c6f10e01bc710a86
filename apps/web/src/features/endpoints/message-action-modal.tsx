import { Text } from '@mantine/core';
import type { ErrorMessage } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { notifySuccess } from '@/lib/notifications/notify';
import { useMessageAction, type MessageAction } from './endpoints.api';

interface MessageActionModalProps {
  endpointId: string;
  message: ErrorMessage;
  action: MessageAction;
  onClose: () => void;
}

/** Asks before returning a message to its queue or deleting it, and shows why it failed. */
export function MessageActionModal({
  endpointId,
  message,
  action,
  onClose,
}: MessageActionModalProps) {
  const { t } = useTranslation();
  const change = useMessageAction(endpointId, action);
  const texts = `endpoints.${action}`;
  return (
    <KitModal
      opened
      onClose={onClose}
      type={action === 'delete' ? 'warning' : 'confirm'}
      width={action === 'delete' ? 'remove' : 'default'}
      title={t(`${texts}.title`)}
      onConfirm={() =>
        change.mutate(message.messageId, {
          onSuccess: () => {
            notifySuccess(t(`${texts}.done`));
            onClose();
          },
        })
      }
      confirmLabel={t(`${texts}.confirm`)}
      isConfirming={change.isPending}
      errorMessage={change.isError ? t(`${texts}.failed`) : undefined}
    >
      <Text>{t(`${texts}.question`, { summary: message.summary })}</Text>
    </KitModal>
  );
}
