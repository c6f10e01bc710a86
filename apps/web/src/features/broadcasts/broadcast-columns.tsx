import { Badge, Stack, Text } from '@mantine/core';
import type { BroadcastListItem } from '@marquee/contracts';
import type { TFunction } from 'i18next';
import { RowLink, rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';
import { hasDay, weekdayBits } from '@/shared/schedule/week-mask';

export type BroadcastRow = BroadcastListItem & { id: string };
export type BroadcastRowAction = 'play' | 'pause' | 'edit' | 'duplicate' | 'delete';

export const toBroadcastRow = (item: BroadcastListItem): BroadcastRow => ({
  ...item,
  id: item.broadcastCode,
});

/**
 * Draft shows as paused: Confirmed offers Pause, anything else Play (001 section 4). A campaign
 * is changed only with CampaignBuilder edit beside Broadcast edit.
 */
export function rowActionsOf(
  row: BroadcastListItem,
  canEdit: boolean,
  canEditCampaigns = canEdit,
): BroadcastRowAction[] {
  if (!canEdit || (row.broadcastType === 'Campaign' && !canEditCampaigns)) return [];
  return [row.status === 'Confirmed' ? 'pause' : 'play', 'edit', 'duplicate', 'delete'];
}

type ListPeriod = BroadcastListItem['periods'][number];

/** A period's weekdays: 'Every day' or their short names. */
export function periodDays(period: ListPeriod, t: TFunction): string {
  const weekdays = t('calendar.weekdaysShort', { returnObjects: true }) as string[];
  return period.dayOfWeeks === 127
    ? t('broadcasts.list.everyDay')
    : weekdayBits
        .filter((bit) => hasDay(period.dayOfWeeks, bit))
        .map((bit) => weekdays[bit])
        .join(' ');
}

/** A period's daily window as `HH:MM–HH:MM`, or '' when it plays all day. */
export const periodTime = (period: ListPeriod): string =>
  period.weekdayStartTime && period.weekdayEndTime
    ? `${period.weekdayStartTime.slice(0, 5)}–${period.weekdayEndTime.slice(0, 5)}`
    : '';

/** A period's date range as `YYYY-MM-DD – YYYY-MM-DD` (an open end as …), or '' without dates. */
export const periodDates = (period: ListPeriod): string =>
  period.startDateTime || period.endDateTime
    ? `${period.startDateTime?.slice(0, 10) ?? '…'} – ${period.endDateTime?.slice(0, 10) ?? '…'}`
    : '';

/** A period in a few words: its days and daily window, with its dates when it has any. */
export function periodText(period: ListPeriod, t: TFunction): string {
  const window = periodTime(period);
  const dates = periodDates(period);
  return `${periodDays(period, t)}${window ? ` ${window}` : ''}${dates ? ` (${dates})` : ''}`;
}

/**
 * One line per period of one part of it (the date, days and time columns of 002 section 2);
 * without periods, or for a period without that part, the word for always.
 */
function PeriodPart(props: {
  row: BroadcastListItem;
  part: (period: ListPeriod) => string;
  always: string;
}) {
  if (props.row.periods.length === 0) return <Text size="sm">{props.always}</Text>;
  return (
    <Stack gap={0}>
      {props.row.periods.map((period) => (
        <Text key={period.periodCode} size="sm">
          {props.part(period) || props.always}
        </Text>
      ))}
    </Stack>
  );
}

type PlayStatus = BroadcastListItem['playStatus'];

/**
 * Where a broadcast stands now, as the server read it: a draft shows as paused (001 section 4); a
 * confirmed one plays inside its periods in the zones of the screens it reaches, and says so
 * when it reaches none.
 */
const playStatusKeys: Record<PlayStatus, string> = {
  Playing: 'broadcasts.editor.playing',
  NotPlayingNow: 'broadcasts.list.notPlayingNow',
  Paused: 'playlist.paused',
  NoScreens: 'broadcasts.list.noScreens',
};
const playStatusColors: Record<PlayStatus, string> = {
  Playing: 'teal',
  NotPlayingNow: 'yellow',
  Paused: 'gray',
  NoScreens: 'orange',
};

/** The play status badge's text and colour. */
export const playStatusBadgeOf = (row: BroadcastListItem, t: TFunction) => ({
  label: t(playStatusKeys[row.playStatus]),
  color: playStatusColors[row.playStatus],
});

/** The schedule in a word: Always only without periods; recurring periods without dates are weekly. */
export function scheduleText(row: BroadcastListItem, t: TFunction): string {
  if (row.scheduleStatus !== 'Always') {
    return t(`tabs.broadcast.${row.scheduleStatus.toLowerCase()}`);
  }
  return row.periods.length === 0 ? t('broadcasts.list.always') : t('broadcasts.list.weekly');
}

// Play and pause read as the playlist's do.
const actionLabelKeys: Record<BroadcastRowAction, string> = {
  play: 'playlist.play',
  pause: 'playlist.pause',
  edit: 'broadcasts.list.actions.edit',
  duplicate: 'broadcasts.list.actions.duplicate',
  delete: 'broadcasts.list.actions.delete',
};

interface ColumnHandlers {
  canEdit: boolean;
  canEditCampaigns: boolean;
  /** Local selections are never campaigns: their list has no type to show. */
  hasTypes: boolean;
  onAction: (action: BroadcastRowAction, row: BroadcastListItem) => void;
}

/**
 * The spec's list columns (002 section 2): broadcastName, type, date, days, time, periods,
 * numScreens, status, createdBy, options.
 */
export function broadcastColumns(
  t: TFunction,
  handlers: ColumnHandlers,
): DataTableColumn<BroadcastRow>[] {
  const columns: DataTableColumn<BroadcastRow>[] = [
    {
      id: 'broadcastName',
      name: t('broadcasts.list.columns.broadcastName'),
      locked: true,
      orderBy: 'Name',
      defaultWidth: 280,
      render: (row) => (
        <RowLink onClick={() => handlers.onAction('edit', row)}>{row.broadcastName}</RowLink>
      ),
    },
    {
      id: 'type',
      name: t('broadcasts.list.columns.type'),
      defaultWidth: 120,
      render: (row) => (
        // Its whole word sets the column's least width: a cut 'STA…' names no type.
        <Badge
          variant="light"
          color={row.broadcastType === 'Campaign' ? 'grape' : 'gray'}
          miw="max-content"
        >
          {t(`broadcasts.list.types.${row.broadcastType}`)}
        </Badge>
      ),
    },
    {
      id: 'date',
      name: t('broadcasts.list.columns.date'),
      defaultWidth: 200,
      render: (row) => (
        <PeriodPart row={row} part={periodDates} always={t('broadcasts.list.anyDate')} />
      ),
    },
    {
      id: 'days',
      name: t('broadcasts.list.columns.days'),
      defaultWidth: 160,
      render: (row) => (
        <PeriodPart
          row={row}
          part={(period) => periodDays(period, t)}
          always={t('broadcasts.list.everyDay')}
        />
      ),
    },
    {
      id: 'time',
      name: t('broadcasts.list.columns.time'),
      defaultWidth: 120,
      render: (row) => (
        <PeriodPart row={row} part={periodTime} always={t('broadcasts.list.allDay')} />
      ),
    },
    {
      id: 'periods',
      name: t('broadcasts.list.columns.periods'),
      defaultWidth: 260,
      render: (row) =>
        row.periods.length === 0 ? (
          <Text size="sm">{t('broadcasts.list.always')}</Text>
        ) : (
          <Stack gap={0}>
            {row.periods.map((period) => (
              <Text key={period.periodCode} size="sm">
                {periodText(period, t)}
              </Text>
            ))}
          </Stack>
        ),
    },
    {
      id: 'numScreens',
      name: t('broadcasts.list.columns.numScreens'),
      defaultWidth: 100,
      render: (row) => <Text size="sm">{row.numScreens}</Text>,
    },
    {
      id: 'status',
      name: t('broadcasts.list.columns.status'),
      defaultWidth: 170,
      render: (row) => {
        const badge = playStatusBadgeOf(row, t);
        return (
          <Stack gap={2} align="flex-start">
            <Badge variant="light" color={badge.color}>
              {badge.label}
            </Badge>
            <Text size="xs" c="dimmed">
              {scheduleText(row, t)}
            </Text>
          </Stack>
        );
      },
    },
    {
      id: 'createdBy',
      name: t('broadcasts.list.columns.createdBy'),
      defaultWidth: 160,
      render: (row) => <Text size="sm">{row.createdBy ?? '–'}</Text>,
    },
    rowOptionsColumn<BroadcastRow, BroadcastRowAction>({
      label: (row) => t('broadcasts.list.optionsFor', { name: row.broadcastName }),
      options: (row) =>
        rowActionsOf(row, handlers.canEdit, handlers.canEditCampaigns).map((action) => ({
          action,
          label: t(actionLabelKeys[action]),
        })),
      onAction: handlers.onAction,
    }),
  ];
  return handlers.hasTypes ? columns : columns.filter((column) => column.id !== 'type');
}
