import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KitModal, useDialogAction } from '../modal';

interface DeleteFilterModalProps {
  opened: boolean;
  onClose: () => void;
  filterName: string;
  onDelete: () => Promise<void> | void;
}

export function DeleteFilterModal({
  opened,
  onClose,
  filterName,
  onDelete,
}: DeleteFilterModalProps) {
  const { t } = useTranslation();
  const confirm = useDialogAction(async () => {
    await onDelete();
    onClose();
  }, t('kit.filter.deleteFailed'));
  return (
    <KitModal
      opened={opened}
      onClose={onClose}
      type="warning"
      width="deleteFilter"
      title={t('kit.filter.deleteTitle')}
      onConfirm={() => void confirm.run()}
      confirmLabel={t('kit.filter.delete')}
      errorMessage={confirm.failure}
      isConfirming={confirm.isRunning}
    >
      <Text size="sm">{t('kit.filter.deleteQuestion', { name: filterName })}</Text>
    </KitModal>
  );
}
