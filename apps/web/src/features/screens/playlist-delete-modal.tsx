import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { useDeleteRows, type PlaylistTarget } from './playlist.api';

interface PlaylistDeleteModalProps {
  playlist: PlaylistTarget;
  /** The rows to remove, with the name the question shows for a single one. */
  target: { codes: string[]; name?: string };
  onClose: () => void;
  onDeleted: () => void;
}

/** Removing rows changes what the screen plays, so it always asks first. */
export function PlaylistDeleteModal({
  playlist,
  target,
  onClose,
  onDeleted,
}: PlaylistDeleteModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteRows(playlist);
  const count = target.codes.length;
  return (
    <KitModal
      opened
      onClose={onClose}
      type="warning"
      width="remove"
      title={t('playlist.deleteTitle', { count })}
      onConfirm={() => remove.mutate(target.codes, { onSuccess: onDeleted })}
      confirmLabel={t('playlist.delete')}
      isConfirming={remove.isPending}
      errorMessage={failureTextOf(remove.error)}
    >
      <Text>
        {target.name
          ? t('playlist.deleteOne', { name: target.name })
          : t('playlist.deleteMany', { count })}
      </Text>
    </KitModal>
  );
}
