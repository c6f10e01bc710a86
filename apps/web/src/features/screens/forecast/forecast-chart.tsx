import { Group, Popover, Stack, Text } from '@mantine/core';
import type { ForecastPlayer } from '@marquee/contracts';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForecastFormats } from './forecast-format';
import {
  placeSegments,
  segmentLanes,
  unshownFrom,
  type AxisTick,
  type ForecastSource,
  type PlacedSegment,
} from './forecast-layout';
import classes from './forecast-chart.module.css';

/** A block the user opened: its screen, layer and segment. */
export interface ForecastSelection {
  playerCode: string;
  layerCode: string;
  index: number;
}

export interface ForecastChartProps {
  screens: readonly ForecastPlayer[];
  from: Date;
  until: Date;
  ticks: readonly AxisTick[];
  sources: ReadonlyMap<string, ForecastSource>;
  formats: ForecastFormats;
  selected: ForecastSelection | null;
  onSelect: (selection: ForecastSelection | null) => void;
}

export function ForecastAxis({ ticks, formats }: Pick<ForecastChartProps, 'ticks' | 'formats'>) {
  return (
    <div className={classes.axis} aria-hidden>
      {ticks.map((tick) => (
        <span
          key={tick.at.getTime()}
          className={classes.tick}
          data-labelled={tick.isLabelled || undefined}
          style={{ left: `${tick.position * 100}%` }}
        >
          {tick.isLabelled ? formats.tick(tick.at) : ''}
        </span>
      ))}
    </div>
  );
}

/** What a segment plays, when, and where from: the block's details. */
export function SegmentDetails({
  screen,
  segment,
  formats,
}: {
  screen: ForecastPlayer;
  segment: PlacedSegment;
  formats: ForecastFormats;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6} maw={320}>
      <Text fw={600} size="sm">
        {screen.name}
      </Text>
      <Text size="xs" c="dimmed">
        {formats.span(segment.from, segment.until)}
      </Text>
      {segment.items.map((index) => {
        const item = screen.items[index];
        if (!item) return null;
        return (
          <div key={index}>
            <Text size="sm">
              {item.displayName || item.mediaCode}{' '}
              <Text span size="xs" c="dimmed">
                {t(`screens.forecast.mediaType.${item.mediaType}`)}
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {t(`screens.forecast.from.${item.source}`, { name: item.channelName })}
            </Text>
          </div>
        );
      })}
    </Stack>
  );
}

function blockTitle(screen: ForecastPlayer, segment: PlacedSegment, formats: ForecastFormats) {
  const names = segment.items.map((i) => screen.items[i]?.displayName ?? '').filter(Boolean);
  return `${formats.span(segment.from, segment.until)}: ${names.join(', ')}`;
}

interface TrackProps extends Omit<ForecastChartProps, 'screens'> {
  screen: ForecastPlayer;
  layer: ForecastPlayer['layers'][number];
  label: string;
}

/** One layer's timeline: a block per segment, a lane per source playing in it. */
export function ForecastTrack({ screen, layer, label, ...props }: TrackProps) {
  const { t } = useTranslation();
  const placed = placeSegments(layer.segments, props.from, props.until);
  const unshown = layer.isTruncated ? unshownFrom(layer.shownUntil, props.from, props.until) : null;
  const isOpen = (index: number) =>
    props.selected?.playerCode === screen.playerCode &&
    props.selected.layerCode === layer.layerCode &&
    props.selected.index === index;
  return (
    <div className={classes.track} role="group" aria-label={label}>
      {props.ticks.map((tick) => (
        <span
          key={tick.at.getTime()}
          className={classes.gridLine}
          style={{ left: `${tick.position * 100}%` }}
        />
      ))}
      {placed.map((segment, index) => {
        const lanes = segmentLanes(segment.items, screen, props.sources);
        const block = (
          <button
            key={index}
            type="button"
            className={classes.block}
            style={{ left: `${segment.left * 100}%`, width: `${segment.width * 100}%` }}
            title={blockTitle(screen, segment, props.formats)}
            aria-label={blockTitle(screen, segment, props.formats)}
            onClick={() =>
              props.onSelect(
                isOpen(index)
                  ? null
                  : { playerCode: screen.playerCode, layerCode: layer.layerCode, index },
              )
            }
          >
            {lanes.map((key) => (
              <span
                key={key}
                className={classes.lane}
                style={{ background: props.sources.get(key)?.color }}
              />
            ))}
          </button>
        );
        if (!isOpen(index)) return block;
        return (
          <Popover
            key={index}
            opened
            onChange={(opened) => !opened && props.onSelect(null)}
            withArrow
            shadow="md"
            position="bottom"
          >
            <Popover.Target>{block}</Popover.Target>
            <Popover.Dropdown>
              <SegmentDetails screen={screen} segment={segment} formats={props.formats} />
            </Popover.Dropdown>
          </Popover>
        );
      })}
      {unshown !== null && (
        <span
          className={classes.unshown}
          style={{ left: `${unshown * 100}%` }}
          role="note"
          title={t('screens.forecast.truncated')}
          aria-label={t('screens.forecast.truncated')}
        />
      )}
    </div>
  );
}

/** The timeline chart: one row per screen, and per layer when a screen has several. */
export function ForecastChart({ screens, ...props }: ForecastChartProps) {
  const rows = (screen: ForecastPlayer) =>
    screen.layers.map((layer) => {
      const label = screen.layers.length > 1 ? `${screen.name} · ${layer.name}` : screen.name;
      return { layer, label };
    });
  return (
    <div className={classes.chart}>
      <span />
      <ForecastAxis ticks={props.ticks} formats={props.formats} />
      {screens.map((screen) => (
        <Fragment key={screen.playerCode}>
          {rows(screen).map(({ layer, label }, index) => (
            <Fragment key={layer.layerCode}>
              <Group gap={4} wrap="nowrap" className={classes.label}>
                <Stack gap={0} className={classes.label}>
                  <Text
                    size="sm"
                    fw={index === 0 ? 600 : 400}
                    truncate="end"
                    c={index === 0 ? undefined : 'dimmed'}
                  >
                    {index === 0 ? screen.name : layer.name}
                  </Text>
                  {index === 0 && screen.layers.length > 1 && (
                    <Text size="xs" c="dimmed" truncate="end">
                      {layer.name}
                    </Text>
                  )}
                </Stack>
              </Group>
              <ForecastTrack screen={screen} layer={layer} label={label} {...props} />
            </Fragment>
          ))}
        </Fragment>
      ))}
    </div>
  );
}
