import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Toggle } from '@/kit/toggle';
import { broadcastEditorPath } from '@/lib/routing/broadcast-editor-path';
import type { PlayerChannel } from './playlist-channels.api';

export type ChannelAction = 'rename' | 'delete';

interface PlaylistChannelListProps {
  channels: PlayerChannel[];
  selectedCode: string | null;
  canEdit: boolean;
  onSelect: (channel: PlayerChannel) => void;
  onToggle: (channel: PlayerChannel, change: { isActive?: boolean; isTakeover?: boolean }) => void;
  onAction: (action: ChannelAction, channel: PlayerChannel) => void;
  onAdd: () => void;
}

/**
 * A layer's channels: its default one (the screen's own playlist), those added by hand, and
 * those broadcasts generate (read-only, with a link to the broadcast).
 */
export function PlaylistChannelList(props: PlaylistChannelListProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <Text fw={600}>{t('channels.title')}</Text>
        {props.canEdit && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} />}
            onClick={props.onAdd}
          >
            {t('channels.add')}
          </Button>
        )}
      </Group>
      {props.channels.map((channel) => (
        <ChannelCard key={channel.channelCode} channel={channel} {...props} />
      ))}
    </Stack>
  );
}

function ChannelCard({
  channel,
  selectedCode,
  canEdit,
  onSelect,
  onToggle,
  onAction,
}: PlaylistChannelListProps & { channel: PlayerChannel }) {
  const { t } = useTranslation();
  const isSelected = channel.channelCode === selectedCode;
  const broadcastCode = channel.broadcasts[0];
  // The screen's own playlist before its first row has no channel yet to switch.
  const canChange = canEdit && channel.isEditable && channel.channelCode !== '';
  const name = channel.isDefaultChannel ? t('channels.own') : channel.name;
  return (
    <Paper
      withBorder
      radius="md"
      p="xs"
      bg={isSelected ? 'blue.0' : undefined}
      style={{ borderColor: isSelected ? 'var(--mantine-color-blue-4)' : undefined }}
    >
      <Group justify="space-between" wrap="wrap" gap="xs">
        {/* A name wraps rather than being cut: the toggles beside it left it a few letters. */}
        <Group gap="xs" wrap="wrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Anchor
            component="button"
            type="button"
            fw={isSelected ? 600 : 400}
            onClick={() => onSelect(channel)}
            aria-current={isSelected ? 'true' : undefined}
            ta="left"
            style={{ overflowWrap: 'anywhere' }}
          >
            {name}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {t('channels.rows', { count: channel.mediaRows.length })}
          </Text>
          {channel.isDefaultChannel && <Badge variant="light">{t('channels.default')}</Badge>}
          {!channel.isManuallyGenerated && (
            <Badge variant="light" color="grape">
              {t('channels.fromBroadcast')}
            </Badge>
          )}
        </Group>
        {broadcastCode ? (
          <Anchor component={Link} to={broadcastEditorPath(broadcastCode)} size="sm">
            {t('channels.openBroadcast', { name: channel.name })}
          </Anchor>
        ) : (
          <Group gap="md" wrap="nowrap">
            <Toggle
              label={t('channels.active')}
              checked={channel.isActive}
              disabled={!canChange}
              onChange={(isActive) => onToggle(channel, { isActive })}
            />
            <Toggle
              label={t('channels.takeover')}
              checked={channel.isTakeOver}
              disabled={!canChange}
              onChange={(isTakeover) => onToggle(channel, { isTakeover })}
            />
            {canChange && !channel.isDefaultChannel && (
              <Group gap={2} wrap="nowrap">
                <Tooltip label={t('channels.renameOf', { name })}>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('channels.renameOf', { name })}
                    onClick={() => onAction('rename', channel)}
                  >
                    <IconPencil size={16} />
                  </ActionIcon>
                </Tooltip>
                <Tooltip label={t('channels.deleteOf', { name })}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('channels.deleteOf', { name })}
                    onClick={() => onAction('delete', channel)}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Tooltip>
              </Group>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
