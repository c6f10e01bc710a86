import type { SocialChannel } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/kit/modal';
import { notifySuccess } from '@/lib/notifications/notify';
import { useDeleteSocialChannel } from './social-channels.api';

/** Deleting a channel takes its posts off every sign that shows them, so it asks first. */
export function DeleteSocialChannelModal({
  channel,
  onClose,
}: {
  channel: SocialChannel;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteSocialChannel();
  return (
    <ConfirmModal
      onClose={onClose}
      isDanger
      title={t('socialChannels.delete.title')}
      message={t('socialChannels.delete.question', {
        name: channel.name,
        count: channel.postCount,
      })}
      confirmLabel={t('socialChannels.delete.confirm')}
      action={remove}
      onConfirm={() =>
        remove.mutate(channel.channelCode, {
          onSuccess: () => {
            notifySuccess(t('socialChannels.delete.done'));
            onClose();
          },
        })
      }
    />
  );
}
