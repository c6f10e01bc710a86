import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/kit/modal';

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
    <ConfirmModal
      onClose={onClose}
      isDanger
      title={t('users.deleteTitle', { count })}
      message={
        target.name ? t('users.deleteOne', { name: target.name }) : t('users.deleteMany', { count })
      }
      confirmLabel={t('users.delete')}
      onConfirm={() => remove.mutate(target.ids, { onSuccess: onClose })}
      action={remove}
    />
  );
}
