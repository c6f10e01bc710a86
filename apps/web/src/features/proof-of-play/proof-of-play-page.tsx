import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Stack.css';
import { Button, Card, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  playGroupings,
  playIntervals,
  type PlayFilter,
  type PlaySummaryRequest,
} from '@marquee/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '@/kit/error-alert';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { PlayBreakdownTable } from './play-breakdown-table';
import { PlayChart } from './play-chart';
import { downloadPlays, usePlaySummary } from './proof-of-play.api';

const dayMs = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The range as the server reads it: whole days of the browser's zone, `to` the day after the last. */
function filterOf(fromDay: string, toDay: string): PlayFilter {
  const midnight = (day: string) => new Date(`${day}T00:00:00`).toISOString();
  return {
    from: midnight(fromDay),
    to: midnight(isoDay(Date.parse(`${toDay}T00:00:00Z`) + dayMs)),
    timeZoneId: zone,
  };
}

/**
 * Proof of play: how often and how long the caller's screens played in a range, as a chart per
 * hour, day or week, a breakdown by media, screen, broadcast, location or content type, and
 * every single play as a CSV download.
 */
export default function ProofOfPlayPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const [fromDay, setFromDay] = useState(() => isoDay(Date.now() - 6 * dayMs));
  const [toDay, setToDay] = useState(() => isoDay(Date.now()));
  const [interval, setStep] = useState<PlaySummaryRequest['interval']>('Day');
  const [groupBy, setGroupBy] = useState<PlaySummaryRequest['groupBy']>('Media');
  const [exportError, setExportError] = useState<string | null>(null);
  const [isExporting, setIsExporting] = useState(false);
  const filter = filterOf(fromDay, toDay);
  const summary = usePlaySummary({ ...filter, interval, groupBy });
  const number = new Intl.NumberFormat(i18n.language.replace('_', '-'));
  const exportCsv = async () => {
    setExportError(null);
    setIsExporting(true);
    try {
      await downloadPlays(filter);
    } catch (error) {
      setExportError(error instanceof Error ? error.message : String(error));
    } finally {
      setIsExporting(false);
    }
  };
  const report = summary.data;

  return (
    <>
      <PageTopBar title={route ? t(route.titleKey) : ''} />
      <Stack gap="md">
        <Group align="end">
          <TextInput
            type="date"
            label={t('proofOfPlay.from')}
            value={fromDay}
            onChange={(event) => setFromDay(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('proofOfPlay.to')}
            value={toDay}
            onChange={(event) => setToDay(event.currentTarget.value)}
          />
          <NativeSelect
            label={t('proofOfPlay.interval')}
            value={interval}
            onChange={(event) => setStep(event.currentTarget.value as typeof interval)}
            data={playIntervals.map((value) => ({
              value,
              label: t(`proofOfPlay.intervals.${value}`),
            }))}
          />
          <NativeSelect
            label={t('proofOfPlay.groupBy')}
            value={groupBy}
            onChange={(event) => setGroupBy(event.currentTarget.value as typeof groupBy)}
            data={playGroupings.map((value) => ({
              value,
              label: t(`proofOfPlay.groupings.${value}`),
            }))}
          />
          <Button variant="default" loading={isExporting} onClick={() => void exportCsv()}>
            {t('proofOfPlay.export')}
          </Button>
        </Group>
        {summary.isError && (
          <ErrorAlert>
            <Text size="sm">{summary.error.message}</Text>
          </ErrorAlert>
        )}
        {exportError && (
          <ErrorAlert>
            <Text size="sm">{exportError}</Text>
          </ErrorAlert>
        )}
        {report && (
          <>
            <Text>
              {t('proofOfPlay.totals', {
                plays: number.format(report.totals.plays),
                hours: number.format(Math.round(report.totals.durationMs / 36_000) / 100),
                screens: number.format(report.totals.screens),
              })}
            </Text>
            <Card withBorder>
              {report.totals.plays > 0 ? (
                <PlayChart series={report.series} label={t('proofOfPlay.chart')} />
              ) : (
                // An empty plot would only look like a chart that failed to draw.
                <Text c="dimmed" ta="center" py="xl">
                  {t('proofOfPlay.noPlays')}
                </Text>
              )}
            </Card>
            {report.breakdown.length > 0 && <PlayBreakdownTable rows={report.breakdown} />}
          </>
        )}
      </Stack>
    </>
  );
}
