import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/kit/date-picker';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/lib/api/api-error';
import { explainQuery, type Explanation, type PlayerChannel } from './playlist-channels.api';
import {
  instantOfScreenTime,
  lastHeldMinute,
  pickerTextOf,
  screenTimeOf,
} from '@/shared/schedule/screen-time';

interface PlaylistExplainProps {
  playerId: string;
  layers: Array<{ layerCode: string; name: string }>;
  channels: PlayerChannel[];
}

type ExplainedChannel = Explanation['layers'][number]['channels'][number];

/** "Why is this playing?": what the screen plays at a chosen time, and why the rest does not. */
export function PlaylistExplain({ playerId, layers, channels }: PlaylistExplainProps) {
  const { t } = useTranslation();
  // The time asked about is the screen's wall clock; until one is chosen, now. The zone comes
  // with the first answer, and the previous answer stays while the next one loads.
  const [when, setWhen] = useState<string | null>(null);
  const [at, setAt] = useState<string | null>(null);
  const explanation = useQuery({
    ...explainQuery(playerId, at),
    placeholderData: keepPreviousData,
  });
  const byCode = new Map(channels.map((channel) => [channel.channelCode, channel]));
  const layerName = new Map(layers.map((layer) => [layer.layerCode, layer.name]));
  const answer = explanation.data;
  const choose = (screenTime: string) => {
    setWhen(screenTime);
    if (answer) setAt(instantOfScreenTime(screenTime, answer.timeZone));
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={4}>{t('explain.title')}</Title>
        <div style={{ maxWidth: '20rem' }}>
          <DatePicker
            label={answer ? t('explain.atZone', { zone: answer.timeZone }) : t('explain.at')}
            value={when ?? (answer ? pickerTextOf(answer.localDateTime) : '')}
            onChange={choose}
            withTime
          />
        </div>
        {explanation.isPending && <KitLoader />}
        {explanation.isError && <Text c="red">{failureTextOf(explanation.error)}</Text>}
        {answer && (
          <>
            <Text size="sm" c="dimmed">
              {t('explain.screenTime', {
                time: pickerTextOf(answer.localDateTime),
                zone: answer.timeZone,
              })}{' '}
              {answer.validUntil
                ? t('explain.until', {
                    time: lastHeldMinute(answer.validUntil, answer.timeZone),
                    zone: answer.timeZone,
                  })
                : t('explain.untilChanged')}
            </Text>
            {answer.layers.map((layer) => (
              <Stack key={layer.layerCode} gap={4}>
                <Text fw={600}>{layerName.get(layer.layerCode) ?? layer.layerCode}</Text>
                {layer.channels.length === 0 && <Text size="sm">{t('explain.noChannels')}</Text>}
                <List size="sm" spacing={4}>
                  {layer.channels.map((channel) => (
                    <ExplainedChannelItem
                      key={channel.channelCode}
                      channel={channel}
                      listed={byCode.get(channel.channelCode)}
                      timeZone={answer.timeZone}
                    />
                  ))}
                </List>
              </Stack>
            ))}
          </>
        )}
      </Stack>
    </Paper>
  );
}

function ExplainedChannelItem({
  channel,
  listed,
  timeZone,
}: {
  channel: ExplainedChannel;
  listed: PlayerChannel | undefined;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const name = listed?.isDefaultChannel ? t('channels.own') : (listed?.name ?? channel.channelCode);
  const rowName = new Map(listed?.mediaRows.map((r) => [r.broadcastMediaCode, r.displayName]));
  const source =
    channel.source === 'broadcast' ? t('explain.fromBroadcast') : t('explain.fromScreen');
  return (
    <List.Item>
      <Text size="sm" span fw={channel.verdict === 'playing' ? 600 : 400}>
        {t('explain.channel', { name, source })}: {t(`explain.verdicts.${channel.verdict}`)}
        {channel.nextTakeoverWindowAt &&
          ` ${t('explain.nextTakeoverWindow', {
            time: screenTimeOf(Date.parse(channel.nextTakeoverWindowAt), timeZone),
          })}`}
      </Text>
      {channel.verdict !== 'draft' && channel.rows.length > 0 && (
        <List size="sm" withPadding>
          {channel.rows.map((row) => (
            <List.Item key={row.broadcastMediaCode}>
              {rowName.get(row.broadcastMediaCode) ?? row.mediaCode}:{' '}
              {t(`explain.rowVerdicts.${row.verdict}`)}
            </List.Item>
          ))}
        </List>
      )}
    </List.Item>
  );
}
