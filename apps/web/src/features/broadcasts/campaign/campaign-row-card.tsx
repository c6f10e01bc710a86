import { ActionIcon, Badge, Group, Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { CodePicker, TagPicker } from '@/kit/code-picker';
import { ErrorAlert } from '@/kit/error-alert';
import { DatePicker } from '@/kit/date-picker';
import { failureTextOf } from '@/lib/api/api-error';
import { searchScreenTags } from '@/shared/searches/screen-searches';
import { WhatSection } from '../what-section';
import { clusterToOption, rowPlayerCountQuery, searchRowClusters } from './campaign.api';
import { isBackwards, rowCondition, type CampaignRow } from './campaign-rows';

// The trigger choice and its picker stay out of the editor's first chunk.
const TriggerUseField = lazy(() => import('../trigger-use-field'));

interface CampaignRowCardProps {
  row: CampaignRow;
  place: number;
  layerCodes: readonly string[];
  canDelete: boolean;
  onChange: (row: CampaignRow) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

/** The date pickers' `YYYY-MM-DD HH:mm` as the row's day. */
const dayOf = (value: string) => value.slice(0, 10);

/**
 * One campaign row (002 section 3): where it plays (clusters and tags, with the screens that
 * makes now), what (media and durations), and by which trigger and dates, which wait for media.
 */
export function CampaignRowCard({ row, place, layerCodes, ...props }: CampaignRowCardProps) {
  const { t } = useTranslation();
  const title = t('broadcasts.campaign.row', { n: place });
  const clusters = row.clusters.map((c) => c.code);
  const count = useQuery(rowPlayerCountQuery(rowCondition(row.tags), clusters));
  const hasMedia = row.media.length > 0;
  const change = (changed: Partial<CampaignRow>) => props.onChange({ ...row, ...changed });

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="campaign-row"
      aria-label={title}
      component="section"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm">
            <Text fw={600}>{title}</Text>
            {count.isSuccess && (
              <Badge
                variant="light"
                color={count.data === 0 ? 'orange' : undefined}
                data-testid="row-player-count"
              >
                {t('broadcasts.campaign.screens', { count: count.data })}
              </Badge>
            )}
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label={t('broadcasts.campaign.duplicateRow')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('broadcasts.campaign.duplicateRow')}
                onClick={props.onDuplicate}
              >
                <IconCopy size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('broadcasts.campaign.deleteRow')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('broadcasts.campaign.deleteRow')}
                disabled={!props.canDelete}
                onClick={props.onDelete}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <CodePicker
            label={t('broadcasts.campaign.clusters')}
            search={searchRowClusters}
            toOption={clusterToOption}
            value={row.clusters}
            onChange={(options) => change({ clusters: options })}
          />
          <TagPicker
            label={t('broadcasts.campaign.tags')}
            search={searchScreenTags}
            value={row.tags}
            onChange={(options) => change({ tags: options })}
          />
        </SimpleGrid>
        {count.data === 0 && (
          <Text size="sm" c="red.9" role="status">
            {t('broadcasts.editor.noPlayersMatch')}
          </Text>
        )}
        {count.isError && (
          <ErrorAlert>{failureTextOf(count.error) ?? t('broadcasts.editor.failed')}</ErrorAlert>
        )}
        <WhatSection
          media={row.media}
          layerCodes={layerCodes}
          hasOwnPeriods={false}
          onChange={(media) => change({ media })}
        />
        {!hasMedia && (
          <Text size="sm" c="dimmed">
            {t('broadcasts.campaign.mediaFirst')}
          </Text>
        )}
        <Suspense fallback={null}>
          <TriggerUseField
            value={row.trigger}
            disabled={!hasMedia}
            onChange={(trigger) => change({ trigger })}
          />
        </Suspense>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DatePicker
            label={t('broadcasts.campaign.startDate')}
            value={row.startDate}
            disabled={!hasMedia}
            onChange={(value) => change({ startDate: dayOf(value) })}
          />
          <DatePicker
            label={t('broadcasts.campaign.endDate')}
            value={row.endDate}
            disabled={!hasMedia}
            error={isBackwards(row) ? t('broadcasts.campaign.endBeforeStart') : undefined}
            onChange={(value) => change({ endDate: dayOf(value) })}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
