import { Text } from '@mantine/core';
import type { ExternalMessage } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { notifySuccess } from '@/lib/notifications/notify';
import { useDeleteAlarm } from './alarms.api';

interface DeleteAlarmModalProps {
  message: Pick<ExternalMessage, 'id' | 'subject'>;
  onDeleted: () => void;
  onClose: () => void;
}

/** Asks before deleting a message for good, and shows a failure where it asked. */
export function DeleteAlarmModal({ message, onDeleted, onClose }: DeleteAlarmModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteAlarm();
  return (
    <KitModal
      opened
      onClose={onClose}
      type="warning"
      width="remove"
      title={t('alarms.delete.title')}
      onConfirm={() =>
        remove.mutate(message.id, {
          onSuccess: () => {
            notifySuccess(t('alarms.delete.done'));
            onDeleted();
          },
        })
      }
      confirmLabel={t('alarms.delete.confirm')}
      isConfirming={remove.isPending}
      errorMessage={remove.isError ? t('alarms.delete.failed') : undefined}
    >
      <Text>{t('alarms.delete.question', { subject: message.subject })}</Text>
    </KitModal>
  );
}
