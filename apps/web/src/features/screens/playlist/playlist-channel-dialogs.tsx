import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmModal, KitModal } from '@/kit/modal';
import { KitTextInput } from '@/kit/text-input';
import { failureTextOf } from '@/lib/api/api-error';
import {
  useCreateChannel,
  useDeleteChannel,
  useUpdateChannel,
  type PlayerChannel,
} from './playlist-channels.api';

interface ChannelNameModalProps {
  playerId: string;
  /** The layer a new channel goes on, or the channel to rename. */
  target: { layerCode: string } | { channel: PlayerChannel };
  onClose: () => void;
  onSaved: (channelCode: string) => void;
}

/** Names a new channel of a layer, or renames one; the server's refusal shows in the dialog. */
export function ChannelNameModal({ playerId, target, onClose, onSaved }: ChannelNameModalProps) {
  const { t } = useTranslation();
  const create = useCreateChannel(playerId);
  const update = useUpdateChannel(playerId);
  const isRename = 'channel' in target;
  const [name, setName] = useState(isRename ? target.channel.name : '');
  const saving = isRename ? update : create;
  const save = () => {
    if (isRename) {
      update.mutate(
        { channel: target.channel, name: name.trim() },
        { onSuccess: (answer) => onSaved(answer.channel.channelCode) },
      );
    } else {
      create.mutate(
        { name: name.trim(), layerCode: target.layerCode },
        { onSuccess: (answer) => onSaved(answer.channel.channelCode) },
      );
    }
  };
  return (
    <KitModal
      opened
      onClose={onClose}
      title={t(isRename ? 'channels.renameTitle' : 'channels.addTitle')}
      onConfirm={save}
      confirmLabel={t('playlist.save')}
      isConfirming={saving.isPending}
      isConfirmDisabled={!name.trim()}
      errorMessage={failureTextOf(saving.error)}
    >
      <KitTextInput
        label={t('channels.name')}
        value={name}
        onChange={setName}
        maxLength={100}
        required
      />
    </KitModal>
  );
}

interface ChannelDeleteModalProps {
  playerId: string;
  channel: PlayerChannel;
  onClose: () => void;
  onDeleted: () => void;
}

/** Deleting a channel drops its rows from the screen, so it asks first. */
export function ChannelDeleteModal({
  playerId,
  channel,
  onClose,
  onDeleted,
}: ChannelDeleteModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteChannel(playerId);
  return (
    <ConfirmModal
      onClose={onClose}
      isDanger
      title={t('channels.deleteTitle')}
      message={t('channels.deleteQuestion', { name: channel.name })}
      confirmLabel={t('playlist.delete')}
      onConfirm={() => remove.mutate(channel.channelCode, { onSuccess: onDeleted })}
      action={remove}
    />
  );
}
