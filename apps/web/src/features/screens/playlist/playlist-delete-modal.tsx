import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/kit/modal';
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
    <ConfirmModal
      onClose={onClose}
      isDanger
      title={t('playlist.deleteTitle', { count })}
      message={
        target.name
          ? t('playlist.deleteOne', { name: target.name })
          : t('playlist.deleteMany', { count })
      }
      confirmLabel={t('playlist.delete')}
      onConfirm={() => remove.mutate(target.codes, { onSuccess: onDeleted })}
      action={remove}
    />
  );
}
