import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ForecastSource } from './forecast-layout';
import classes from './forecast-chart.module.css';

/** What each colour stands for: a broadcast, or the screens' channels of one name. */
export function ForecastLegend({ sources }: { sources: ReadonlyMap<string, ForecastSource> }) {
  const { t } = useTranslation();
  return (
    <Group gap="md" wrap="wrap" aria-label={t('screens.forecast.legend')} role="list">
      {[...sources.values()].map((source) => (
        <Group key={source.key} gap={6} wrap="nowrap" role="listitem">
          <span className={classes.swatch} style={{ background: source.color }} />
          <Text size="sm">{source.name || t('screens.forecast.unnamed')}</Text>
          <Text size="xs" c="dimmed">
            {t(`screens.forecast.source.${source.source}`)}
          </Text>
        </Group>
      ))}
    </Group>
  );
}
