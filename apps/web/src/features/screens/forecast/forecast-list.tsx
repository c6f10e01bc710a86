import { Paper, Stack, Text } from '@mantine/core';
import type { ForecastPlayer } from '@marquee/contracts';
import { useTranslation } from 'react-i18next';
import { ForecastAxis, ForecastTrack, type ForecastChartProps } from './forecast-chart';
import { placeSegments } from './forecast-layout';

/** Segments a phone lists under a layer's bar before it only counts the rest. */
const listedSegments = 12;

/** The forecast on a phone: a card per screen, each layer's bar with its segments listed below. */
export function ForecastList({ screens, ...props }: ForecastChartProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      {screens.map((screen: ForecastPlayer) => (
        <Paper key={screen.playerCode} withBorder radius="md" p="sm">
          <Text fw={600} mb={4}>
            {screen.name}
          </Text>
          <Stack gap="sm">
            {screen.layers.map((layer) => {
              const placed = placeSegments(layer.segments, props.from, props.until);
              return (
                <Stack key={layer.layerCode} gap={4}>
                  {screen.layers.length > 1 && (
                    <Text size="sm" c="dimmed">
                      {layer.name}
                    </Text>
                  )}
                  <ForecastAxis ticks={props.ticks} formats={props.formats} />
                  <ForecastTrack screen={screen} layer={layer} label={screen.name} {...props} />
                  {placed.length === 0 && (
                    <Text size="sm" c="dimmed">
                      {t('screens.forecast.nothingOnScreen')}
                    </Text>
                  )}
                  {placed.slice(0, listedSegments).map((segment) => (
                    <div key={segment.from.getTime()}>
                      <Text size="xs" c="dimmed">
                        {props.formats.span(segment.from, segment.until)}
                      </Text>
                      <Text size="sm" lineClamp={2}>
                        {segment.items
                          .map((i) => screen.items[i]?.displayName ?? '')
                          .filter(Boolean)
                          .join(', ')}
                      </Text>
                    </div>
                  ))}
                  {placed.length > listedSegments && (
                    <Text size="xs" c="dimmed">
                      {t('screens.forecast.moreSegments', {
                        count: placed.length - listedSegments,
                      })}
                    </Text>
                  )}
                  {layer.isTruncated && (
                    <Text size="xs" c="orange.8">
                      {t('screens.forecast.truncated')}
                    </Text>
                  )}
                </Stack>
              );
            })}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
