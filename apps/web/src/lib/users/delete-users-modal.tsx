import { Text } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';

interface DeleteUsersModalProps {
  /** The users to remove, with the name the question shows when there is one. */
  target: { ids: readonly string[]; name?: string };
  onClose: () => void;
  /** The removal to run: customer users, or support staff in the console. */
  useRemove: () => UseMutationResult<unknown, Error, readonly string[]>;
}

/** Removing a user cannot be undone, so it always asks first. */
export function DeleteUsersModal({ target, onClose, useRemove }: DeleteUsersModalProps) {
  const { t } = useTranslation();
  const remove = useRemove();
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
