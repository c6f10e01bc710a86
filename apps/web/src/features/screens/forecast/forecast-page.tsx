import { ActionIcon, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { forecastHorizons, type ForecastHorizon } from '@marquee/contracts';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { DatePicker } from '@/kit/date-picker';
import { KitLoader } from '@/kit/loader';
import { ApiError } from '@/lib/api/api-error';
import { savedFilterQuery } from '@/shared/saved-filters/saved-filters';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { ForecastChart, type ForecastSelection } from './forecast-chart';
import { forecastFormats } from './forecast-format';
import {
  axisTicks,
  formatDay,
  horizonStart,
  parseDay,
  sourcesOf,
  startInstant,
  stepHorizon,
} from './forecast-layout';
import { ForecastLegend } from './forecast-legend';
import { ForecastList } from './forecast-list';
import { useForecast } from './forecast.api';
import { playerFilterKind } from '../screens-filters.api';

const isHorizon = (value: string | null): value is ForecastHorizon =>
  forecastHorizons.some((horizon) => horizon === value);

/** The horizon and its first day, kept in the address so a reload or a link shows the same. */
function useHorizon() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('horizon');
  const horizon: ForecastHorizon = isHorizon(asked) ? asked : 'week';
  const day = parseDay(params.get('from') ?? '') ?? new Date();
  const start = horizonStart(day, horizon);
  const show = (nextHorizon: ForecastHorizon, nextDay: Date) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('horizon', nextHorizon);
        next.set('from', formatDay(horizonStart(nextDay, nextHorizon)));
        return next;
      },
      { replace: true },
    );
  return { horizon, start, show };
}

/** The forecast of a saved player filter (001 section 2): what plays where over a horizon. */
export default function ForecastPage() {
  const { t, i18n } = useTranslation();
  const { filterCode = '' } = useParams();
  const { horizon, start, show } = useHorizon();
  const isNarrow = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const [selected, setSelected] = useState<ForecastSelection | null>(null);
  const filter = useQuery(savedFilterQuery(playerFilterKind, filterCode));
  const forecast = useForecast(filterCode, startInstant(start), horizon);

  const startMs = start.getTime();
  const until = stepHorizon(start, horizon, 1);
  const ticks = useMemo(() => {
    const from = new Date(startMs);
    return axisTicks(from, stepHorizon(from, horizon, 1), horizon);
  }, [startMs, horizon]);
  const sources = useMemo(() => sourcesOf(forecast.items), [forecast.items]);
  const formats = useMemo(() => forecastFormats(i18n.language, horizon), [i18n.language, horizon]);
  const isTruncated = forecast.items.some((screen) => screen.layers.some((l) => l.isTruncated));
  const isNothingScheduled =
    forecast.items.length > 0 &&
    forecast.items.every((screen) => screen.layers.every((l) => l.segments.length === 0));
  const chartProps = {
    screens: forecast.items,
    from: start,
    until,
    ticks,
    sources,
    formats,
    selected,
    onSelect: setSelected,
  };

  const content = () => {
    if (filter.isError) {
      // A filter deleted since the link was made, or never the caller's, answers 404.
      const isMissing = filter.error instanceof ApiError && filter.error.status === 404;
      return (
        <Text c="red">
          {t(isMissing ? 'screens.forecast.filterMissing' : 'screens.forecast.loadFailed')}
        </Text>
      );
    }
    if (forecast.isError) return <Text c="red">{t('screens.forecast.loadFailed')}</Text>;
    if (forecast.items.length === 0 && forecast.isLoading) return <KitLoader />;
    if (forecast.items.length === 0) {
      return (
        <Empty title={t('screens.forecast.noScreens')} text={t('screens.forecast.noScreensText')} />
      );
    }
    return (
      <>
        {isNothingScheduled ? (
          <Empty
            title={t('screens.forecast.nothingScheduled')}
            text={t('screens.forecast.nothingScheduledText')}
          />
        ) : (
          <ForecastLegend sources={sources} />
        )}
        {isTruncated && (
          <Text size="sm" c="orange.8">
            {t('screens.forecast.truncatedNote')}
          </Text>
        )}
        {isNarrow ? <ForecastList {...chartProps} /> : <ForecastChart {...chartProps} />}
        {forecast.hasMore && (
          <Button
            variant="default"
            loading={forecast.isLoading}
            onClick={forecast.loadMore}
            style={{ alignSelf: 'center' }}
          >
            {t('screens.forecast.loadMore')}
          </Button>
        )}
      </>
    );
  };

  return (
    <>
      <PageTopBar
        title={t('screens.forecast.title', { name: filter.data?.filterName ?? '' })}
        backTo={`/screens?filter=${encodeURIComponent(filterCode)}`}
      />
      <Stack gap="md">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <SegmentedControl
            aria-label={t('screens.forecast.horizon')}
            value={horizon}
            onChange={(value) => isHorizon(value) && show(value, start)}
            data={forecastHorizons.map((value) => ({
              value,
              label: t(`screens.forecast.horizons.${value}`),
            }))}
          />
          <Group gap={4} align="flex-end" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('screens.forecast.previous')}
              onClick={() => show(horizon, stepHorizon(start, horizon, -1))}
            >
              <IconChevronLeft size={18} />
            </ActionIcon>
            <DatePicker
              value={formatDay(start)}
              onChange={(value) => {
                const day = parseDay(value);
                if (day) show(horizon, day);
              }}
            />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('screens.forecast.next')}
              onClick={() => show(horizon, stepHorizon(start, horizon, 1))}
            >
              <IconChevronRight size={18} />
            </ActionIcon>
          </Group>
          <Button variant="subtle" onClick={() => show(horizon, new Date())}>
            {t('screens.forecast.today')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {horizon === 'day'
            ? formats.day(start)
            : t('screens.forecast.range', {
                from: formats.day(start),
                until: formats.day(new Date(until.getTime() - 1)),
              })}
        </Text>
        {content()}
      </Stack>
    </>
  );
}

function Empty({ title, text }: { title: string; text: string }) {
  return (
    <Paper withBorder radius="md" p="lg" ta="center">
      <Text fw={600}>{title}</Text>
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    </Paper>
  );
}
