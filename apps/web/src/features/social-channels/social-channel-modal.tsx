// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/NumberInput.css';
import { NumberInput, Stack, TextInput } from '@mantine/core';
import { socialChannelLimits, type SocialChannel } from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KitModal } from '@/kit/modal';
import { failureTextOf } from '@/lib/api/api-error';
import { notifySuccess } from '@/lib/notifications/notify';
import { useSaveSocialChannel } from './social-channels.api';

interface SocialChannelModalProps {
  /** Null adds a new channel. */
  channel: SocialChannel | null;
  onClose: () => void;
}

const { min, max } = socialChannelLimits.refreshMinutes;

/** Adds or changes a channel: its name, its feed's address and how often it is read. */
export function SocialChannelModal({ channel, onClose }: SocialChannelModalProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(channel?.name ?? '');
  const [feedUrl, setFeedUrl] = useState(channel?.feedUrl ?? '');
  const [refreshMinutes, setRefreshMinutes] = useState<number | string>(
    channel?.refreshMinutes ?? socialChannelLimits.refreshMinutes.default,
  );
  const save = useSaveSocialChannel(channel?.channelCode ?? null);
  const minutes = Number(refreshMinutes);
  const isComplete =
    name.trim() !== '' &&
    feedUrl.trim() !== '' &&
    Number.isInteger(minutes) &&
    minutes >= min &&
    minutes <= max;

  return (
    <KitModal
      opened
      onClose={onClose}
      title={
        channel
          ? t('socialChannels.editor.editTitle', { name: channel.name })
          : t('socialChannels.editor.addTitle')
      }
      onConfirm={() =>
        save.mutate(
          { name: name.trim(), feedUrl: feedUrl.trim(), refreshMinutes: minutes },
          {
            onSuccess: () => {
              notifySuccess(t('socialChannels.editor.saved'));
              onClose();
            },
          },
        )
      }
      confirmLabel={t('socialChannels.editor.save')}
      isConfirming={save.isPending}
      isConfirmDisabled={!isComplete}
      errorMessage={failureTextOf(save.error)}
    >
      <Stack gap="sm">
        <TextInput
          label={t('socialChannels.editor.name')}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          maxLength={socialChannelLimits.name}
          required
          data-autofocus
        />
        <TextInput
          label={t('socialChannels.editor.feedUrl')}
          description={t('socialChannels.editor.feedUrlHint')}
          placeholder="https://"
          type="url"
          value={feedUrl}
          onChange={(event) => setFeedUrl(event.currentTarget.value)}
          maxLength={socialChannelLimits.feedUrl}
          required
        />
        <NumberInput
          label={t('socialChannels.editor.refreshMinutes')}
          description={t('socialChannels.editor.refreshHint', { min, max })}
          value={refreshMinutes}
          onChange={setRefreshMinutes}
          min={min}
          max={max}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          required
          w={200}
        />
      </Stack>
    </KitModal>
  );
}
