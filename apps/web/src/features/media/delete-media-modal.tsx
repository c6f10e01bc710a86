import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';

interface DeleteMediaModalProps {
  names: string[];
  isDeleting: boolean;
  onClose: () => void;
  onConfirm: () => void;
}

/** The delete-media confirm modal (002 section 2), 500 px wide. */
export function DeleteMediaModal({ names, isDeleting, onClose, onConfirm }: DeleteMediaModalProps) {
  const { t } = useTranslation();
  return (
    <KitModal
      opened
      onClose={onClose}
      title={t('media.delete.title', { count: names.length })}
      type="warning"
      width="deleteMedia"
      confirmLabel={t('media.delete.confirm')}
      onConfirm={onConfirm}
      isConfirming={isDeleting}
    >
      <Text size="sm">
        {names.length === 1
          ? t('media.delete.questionOne', { name: names[0] })
          : t('media.delete.questionMany', { count: names.length })}
      </Text>
    </KitModal>
  );
}
