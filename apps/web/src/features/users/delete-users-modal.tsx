import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { useDeleteUsers } from './users.api';

interface DeleteUsersModalProps {
  /** The users to remove, with the name the question shows when there is one. */
  target: { ids: readonly string[]; name?: string };
  onClose: () => void;
}

/** Removing a user cannot be undone, so it always asks first. */
export function DeleteUsersModal({ target, onClose }: DeleteUsersModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteUsers();
  const count = target.ids.length;
  return (
    <KitModal
      opened
      onClose={onClose}
      type="warning"
      width="remove"
      title={t('users.deleteTitle', { count })}
      confirmLabel={t('users.delete')}
      isConfirming={remove.isPending}
      errorMessage={failureTextOf(remove.error)}
      onConfirm={() =>
        remove.mutate(target.ids, {
          onSuccess: onClose,
        })
      }
    >
      <Text>
        {target.name
          ? t('users.deleteOne', { name: target.name })
          : t('users.deleteMany', { count })}
      </Text>
    </KitModal>
  );
}
