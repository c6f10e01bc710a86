// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Code.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Code, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KitLoader } from '@/kit/loader';
import { formatTime } from '@/lib/players/format-time';
import { PlayerStatusBadge } from '@/lib/players/player-status-badge';
import { informationQuery } from './screen-details.api';

/** What the screen last reported about itself, and what the server knows of its playlist. */
export function ScreenInformationTab({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const information = useQuery(informationQuery(id));
  const info = information.data;
  if (!info) return <KitLoader />;
  const time = (value: string | null) => formatTime(value, t, i18n.language);
  const facts: [string, string][] = [
    ['pairedAt', time(info.pairedAt)],
    ['lastHeartbeatAt', time(info.lastHeartbeatAt)],
    ['statusReportedAt', time(info.statusReportedAt)],
    ['playlistModifiedAt', time(info.playlistModifiedAt)],
    ['playlistDownloadedAt', time(info.playlistDownloadedAt)],
  ];
  return (
    <Stack gap="md">
      <PlayerStatusBadge status={info.status} t={t} />
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {facts.map(([key, value]) => (
          <div key={key} style={{ display: 'contents' }}>
            <Text size="sm" c="dimmed">
              {t(`screens.information.${key}`)}
            </Text>
            <Text size="sm">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
      {info.statusReport && (
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('screens.information.report')}
          </Text>
          <Code block>{JSON.stringify(info.statusReport, null, 2)}</Code>
        </Stack>
      )}
    </Stack>
  );
}
