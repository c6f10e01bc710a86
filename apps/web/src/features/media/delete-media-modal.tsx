import type { Media } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/kit/modal';
import { notifySuccess } from '@/lib/notifications/notify';
import { useRemoveMedia } from './media.api';

/**
 * The delete-media confirm modal (002 section 2, 500 px wide): removes the media it was opened
 * for, and shows the server's reason when it refuses.
 */
export function DeleteMediaModal({ medias, onClose }: { medias: Media[]; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useRemoveMedia();
  const [first] = medias;
  return (
    <ConfirmModal
      onClose={onClose}
      isDanger
      title={t('media.delete.title', { count: medias.length })}
      message={
        medias.length === 1 && first
          ? t('media.delete.questionOne', { name: first.displayName })
          : t('media.delete.questionMany', { count: medias.length })
      }
      confirmLabel={t('media.delete.confirm')}
      onConfirm={() =>
        remove.mutate(
          medias.map((media) => media.mediaCode),
          {
            onSuccess: () => {
              notifySuccess(t('media.delete.done', { count: medias.length }));
              onClose();
            },
          },
        )
      }
      action={remove}
    />
  );
}
