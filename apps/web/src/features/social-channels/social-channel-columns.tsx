import { Badge, Stack, Text } from '@mantine/core';
import type { SocialChannel } from '@marquee/contracts';
import type { TFunction } from 'i18next';
import { RowLink, rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';
import { formatMoment } from '@/lib/i18n/format-moment';
import { isAwaitingFetch } from './social-channels.api';

export type SocialChannelRow = SocialChannel & { id: string };

export const toSocialChannelRow = (channel: SocialChannel): SocialChannelRow => ({
  ...channel,
  id: channel.channelCode,
});

export type SocialChannelAction = 'posts' | 'edit' | 'delete';

/** Whether the channel's last fetch worked, failed (and why) or is still to come. */
function ChannelStatus({ channel, t }: { channel: SocialChannel; t: TFunction }) {
  if (channel.lastError) {
    return (
      <Stack gap={2}>
        <Badge color="red" variant="light">
          {t('socialChannels.status.failed')}
        </Badge>
        <Text size="xs" c="red.8" style={{ wordBreak: 'break-word' }}>
          {channel.lastError}
        </Text>
      </Stack>
    );
  }
  return isAwaitingFetch(channel) ? (
    <Badge color="yellow" variant="light">
      {t('socialChannels.status.waiting')}
    </Badge>
  ) : (
    <Badge color="teal" variant="light">
      {t('socialChannels.status.ok')}
    </Badge>
  );
}

/** The channels' columns; the name and the post count open the channel's posts. */
export function socialChannelColumns(
  t: TFunction,
  language: string,
  onAction: (action: SocialChannelAction, channel: SocialChannelRow) => void,
  canEdit: boolean,
): DataTableColumn<SocialChannelRow>[] {
  return [
    {
      id: 'name',
      name: t('socialChannels.columns.name'),
      locked: true,
      defaultWidth: 180,
      render: (channel) => (
        <RowLink onClick={() => onAction('posts', channel)}>{channel.name}</RowLink>
      ),
    },
    {
      id: 'feedUrl',
      name: t('socialChannels.columns.feedUrl'),
      defaultWidth: 200,
      render: (channel) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {channel.feedUrl}
        </Text>
      ),
    },
    {
      id: 'refresh',
      name: t('socialChannels.columns.refresh'),
      defaultWidth: 130,
      render: (channel) => t('socialChannels.everyMinutes', { count: channel.refreshMinutes }),
    },
    {
      id: 'lastFetchedAt',
      name: t('socialChannels.columns.lastFetchedAt'),
      defaultWidth: 150,
      render: (channel) =>
        channel.lastFetchedAt
          ? formatMoment(channel.lastFetchedAt, language)
          : t('socialChannels.never'),
    },
    {
      id: 'status',
      name: t('socialChannels.columns.status'),
      defaultWidth: 170,
      render: (channel) => <ChannelStatus channel={channel} t={t} />,
    },
    {
      id: 'posts',
      name: t('socialChannels.columns.posts'),
      defaultWidth: 90,
      render: (channel) => (
        <RowLink
          onClick={() => onAction('posts', channel)}
          aria-label={t('socialChannels.posts.show', { name: channel.name })}
        >
          {t('socialChannels.postCount', { count: channel.postCount })}
        </RowLink>
      ),
    },
    rowOptionsColumn<SocialChannelRow, SocialChannelAction>({
      label: (channel) => t('socialChannels.options', { name: channel.name }),
      options: () => [
        { action: 'posts', label: t('socialChannels.posts.action') },
        ...(canEdit
          ? [
              { action: 'edit' as const, label: t('socialChannels.edit') },
              { action: 'delete' as const, label: t('socialChannels.delete.action') },
            ]
          : []),
      ],
      onAction,
    }),
  ];
}
