import { ActionIcon, Badge, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconCalendarTime, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftMedia } from './broadcast-draft';
import { isDuration } from './broadcast-validity';
import { PeriodList } from './period-list';

interface MediaRowCardProps {
  row: DraftMedia;
  place: number;
  isFirst: boolean;
  isLast: boolean;
  onChange: (row: DraftMedia) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
  /** False in a campaign row, whose dates every media row carries: no periods of its own. */
  hasOwnPeriods?: boolean;
}

/** One media row of a group: its place, name and duration, and its own periods when opened. */
export function MediaRowCard({
  row,
  place,
  isFirst,
  isLast,
  hasOwnPeriods = true,
  ...props
}: MediaRowCardProps) {
  const { t } = useTranslation();
  const [isScheduleOpen, setIsScheduleOpen] = useState(false);
  const name = row.displayName;
  return (
    <Paper withBorder radius="sm" p="xs" data-testid="broadcast-media-row">
      <Stack gap="xs">
        {/* On a phone the controls wrap below the name rather than squeeze it away. */}
        <Group gap="sm" wrap="wrap" justify="flex-end">
          <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 200px', minWidth: 0 }}>
            <Text size="sm" c="dimmed" w={24}>
              {place}
            </Text>
            <Text size="sm" fw={500} style={{ flex: 1, minWidth: 0 }} truncate title={name}>
              {name}
            </Text>
            {hasOwnPeriods && row.periods.length > 0 && (
              <Badge variant="light" size="sm">
                {t('broadcasts.editor.mediaPeriodCount', { count: row.periods.length })}
              </Badge>
            )}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <TextInput
              aria-label={t('broadcasts.editor.duration', { name })}
              value={row.duration}
              onChange={(event) => props.onChange({ ...row, duration: event.currentTarget.value })}
              error={!isDuration(row.duration)}
              w={96}
              size="xs"
            />
            {hasOwnPeriods && (
              <ActionIcon
                variant={isScheduleOpen || row.periods.length > 0 ? 'light' : 'subtle'}
                aria-label={t('broadcasts.editor.mediaPeriods', { name })}
                aria-expanded={isScheduleOpen}
                onClick={() => setIsScheduleOpen(!isScheduleOpen)}
              >
                <IconCalendarTime size={16} />
              </ActionIcon>
            )}
            <ActionIcon
              variant="subtle"
              aria-label={t('broadcasts.editor.moveUp', { name })}
              disabled={isFirst}
              onClick={() => props.onMove(-1)}
            >
              <IconArrowUp size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              aria-label={t('broadcasts.editor.moveDown', { name })}
              disabled={isLast}
              onClick={() => props.onMove(1)}
            >
              <IconArrowDown size={16} />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('broadcasts.editor.removeMedia', { name })}
              onClick={props.onRemove}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {isScheduleOpen && (
          <PeriodList
            periods={row.periods}
            onChange={(periods) => props.onChange({ ...row, periods })}
            emptyText={t('broadcasts.editor.mediaAlways')}
          />
        )}
      </Stack>
    </Paper>
  );
}
