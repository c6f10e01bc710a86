import { Alert, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '../modal';

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
  const [isDeleting, setIsDeleting] = useState(false);
  const [hasFailed, setHasFailed] = useState(false);
  const confirm = async () => {
    setIsDeleting(true);
    setHasFailed(false);
    try {
      await onDelete();
      onClose();
    } catch {
      setHasFailed(true);
    } finally {
      setIsDeleting(false);
    }
  };
  return (
    <KitModal
      opened={opened}
      onClose={onClose}
      type="warning"
      width="deleteFilter"
      title={t('kit.filter.deleteTitle')}
      onConfirm={() => void confirm()}
      confirmLabel={t('kit.filter.delete')}
      isConfirming={isDeleting}
    >
      <Text size="sm">{t('kit.filter.deleteQuestion', { name: filterName })}</Text>
      {hasFailed && <Alert color="red">{t('kit.filter.deleteFailed')}</Alert>}
    </KitModal>
  );
}
