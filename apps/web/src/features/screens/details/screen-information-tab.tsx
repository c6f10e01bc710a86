import { Stack, Text } from '@mantine/core';
import { statusReportSchema } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { KitLoader } from '@/kit/loader';
import { formatTime } from '@/shared/players/format-time';
import { PlayerFacts, shortVersion } from '@/shared/players/player-facts';
import { PlayerStatusBadge } from '@/shared/players/player-status-badge';
import { informationQuery } from '../screen-details.api';

// What an older or newer player reports may lack fields or carry others: each known one is shown.
const reportSchema = statusReportSchema.partial();

/** The zone this browser writes times in, which the tab names since the screen's may differ. */
const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the screen last reported about itself, and what the server knows of its playlist. */
export function ScreenInformationTab({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const information = useQuery(informationQuery(id));
  const info = information.data;
  if (!info) return <KitLoader />;
  const time = (value: string | null) => formatTime(value, t, i18n.language);
  const label = (key: string) => t(`screens.information.${key}`);
  const none = label('none');
  const parsed = reportSchema.safeParse(info.statusReport ?? {});
  const report = parsed.success ? parsed.data : {};
  const size = report.resolution;
  const facts: [string, string][] = [
    [label('pairedAt'), time(info.pairedAt)],
    [label('lastHeartbeatAt'), time(info.lastHeartbeatAt)],
    [label('playlistModifiedAt'), time(info.playlistModifiedAt)],
    [label('playlistHash'), shortVersion(info.playlistHash) ?? none],
    [label('playlistDownloadedAt'), time(info.playlistDownloadedAt)],
    [label('playlistDownloadedHash'), shortVersion(info.playlistDownloadedHash) ?? none],
  ];
  const reported: [string, string][] = info.statusReport
    ? [
        [label('statusReportedAt'), time(info.statusReportedAt)],
        [label('appVersion'), report.appVersion ?? none],
        [
          label('resolution'),
          size ? t('screens.information.pixels', { width: size.width, height: size.height }) : none,
        ],
        [
          label('orientation'),
          report.orientation ? t(`screens.mounted.${report.orientation}`) : none,
        ],
        [label('playlistHashCode'), shortVersion(report.playlistHashCode) ?? none],
        [label('lastInUseHashCode'), shortVersion(report.lastInUseHashCode) ?? none],
        [
          label('playlistEmptyFrom'),
          report.playlistEmptyFrom ? time(report.playlistEmptyFrom) : label('neverEmpty'),
        ],
        ...info.nowPlaying.map(
          ({ layerCode, layerName, mediaCode, mediaName }): [string, string] => [
            t('screens.information.layerPlays', { layer: layerName ?? layerCode }),
            mediaName ?? mediaCode ?? label('nothingPlays'),
          ],
        ),
        [label('errors'), report.errors?.length ? report.errors.join(' · ') : none],
        [label('userAgent'), report.userAgent ?? none],
      ]
    : [[label('statusReportedAt'), time(info.statusReportedAt)]];
  return (
    <Stack gap="md">
      <PlayerStatusBadge status={info.status} t={t} />
      <Text size="sm" c="dimmed">
        {t('screens.information.timeZone', { zone: browserTimeZone() })}
      </Text>
      <PlayerFacts facts={facts} />
      <Text size="sm" fw={500}>
        {label('report')}
      </Text>
      <PlayerFacts facts={reported} />
    </Stack>
  );
}
