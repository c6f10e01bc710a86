import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureTextOf, KitModal } from '../modal';

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
  const [failure, setFailure] = useState<string>();
  const confirm = async () => {
    setIsDeleting(true);
    setFailure(undefined);
    try {
      await onDelete();
      onClose();
    } catch (error) {
      setFailure(failureTextOf(error) ?? t('kit.filter.deleteFailed'));
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
      errorMessage={failure}
      isConfirming={isDeleting}
    >
      <Text size="sm">{t('kit.filter.deleteQuestion', { name: filterName })}</Text>
    </KitModal>
  );
}
