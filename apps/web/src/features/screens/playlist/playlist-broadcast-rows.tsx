import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { broadcastEditorPath } from '@/lib/routing/broadcast-editor-path';
import type { PlayerChannel } from './playlist-channels.api';
import { PlaylistThumb } from './playlist-row';

/** The rows of a channel a broadcast generates: shown as they play, changed in the broadcast. */
export function PlaylistBroadcastRows({ channel }: { channel: PlayerChannel }) {
  const { t } = useTranslation();
  const broadcastCode = channel.broadcasts[0];
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('channels.readOnly')}{' '}
        {broadcastCode && (
          <Anchor component={Link} to={broadcastEditorPath(broadcastCode)} size="sm">
            {t('channels.openBroadcast', { name: channel.name })}
          </Anchor>
        )}
      </Text>
      {channel.mediaRows.length === 0 && <Text size="sm">{t('channels.noRows')}</Text>}
      {channel.mediaRows.map((row) => (
        <Paper key={row.broadcastMediaCode} withBorder radius="md" p="xs">
          <Group gap="sm" wrap="nowrap">
            <PlaylistThumb row={row} />
            <Text size="sm" truncate>
              {row.displayName}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
