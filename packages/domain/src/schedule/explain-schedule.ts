import type { TriggerStates, TriggerUse } from '../triggers/trigger-types';
import { formatLocalDateTime, fromLocalMs } from './local-time';
import { isOnDuring, isPeriodActive, type Period } from './period';
import {
  isRowOn,
  playingChannels,
  recurrenceOf,
  resolveSchedule,
  unheldTriggerUses,
  type ChannelOrigin,
  type ScheduleChannel,
  type ScheduleLayer,
  type ScheduleRow,
} from './resolve-schedule';
import { isInTakeoverWindow, nextWindowSwitch } from './takeover-windows';
import { zoneLocalMs } from './zone-offsets';

/** Why a channel does or does not play. */
export type ChannelVerdict =
  | 'playing'
  | 'draft'
  | 'inactive'
  | 'outsidePeriods'
  | 'betweenTakeoverWindows'
  | 'nothingOn'
  | 'replacedByTakeover';

/** Why a media row does or does not play. */
export type RowVerdict = 'playing' | 'paused' | 'outsidePeriods' | 'channelNotPlaying';

export interface RowExplanation {
  broadcastMediaCode: string;
  mediaCode: string;
  verdict: RowVerdict;
  /** The indexes of the row's periods that are on at that time. */
  activePeriods: number[];
  /**
   * The trigger uses (the channel's and the row's) that do not hold at that time; a row on by
   * its periods but held off by one reads `outsidePeriods`. Absent when all hold.
   */
  unheldTriggerUses?: TriggerUse[];
}

export interface ChannelExplanation {
  channelCode: string;
  origin: ChannelOrigin;
  isTakeover: boolean;
  verdict: ChannelVerdict;
  /** The indexes of the channel's periods that are on at that time. */
  activePeriods: number[];
  /**
   * With `betweenTakeoverWindows`: when the next window starts (whether the channel has something
   * on then is for `validUntil` to tell). Absent with any other verdict.
   */
  nextTakeoverWindowAt?: Date;
  rows: RowExplanation[];
}

export interface ScheduleExplanation {
  /** The next firing of a timer that plays something, when trigger states were given. */
  nextInterrupt?: ReturnType<typeof resolveSchedule>['nextInterrupt'];
  at: Date;
  /** The screen's local date and time, `YYYY-MM-DDTHH:mm:ss`. */
  localDateTime: string;
  layers: { layerCode: string; channels: ChannelExplanation[] }[];
  validUntil: Date | null;
}

const activeIndexes = (periods: readonly Period[], localMs: number) =>
  periods.flatMap((period, index) => (isPeriodActive(period, localMs) ? [index] : []));

/** Whether any row of a channel plays at a local time, its periods and trigger uses read. */
const hasRowOn = (channel: ScheduleChannel, localMs: number, triggers?: TriggerStates) =>
  channel.rows.some(
    (row) => isRowOn(row, localMs) && !unheldTriggerUses(channel, row, localMs, triggers).length,
  );

function channelVerdict(
  channel: ScheduleChannel,
  localMs: number,
  playing: ReadonlySet<ScheduleChannel>,
  triggers?: TriggerStates,
): ChannelVerdict {
  if (playing.has(channel)) return 'playing';
  if (channel.origin?.kind === 'broadcast' && channel.origin.isDraft) return 'draft';
  if (!channel.isActive) return 'inactive';
  if (!isOnDuring(channel.periods, localMs)) return 'outsidePeriods';
  const recurrence = recurrenceOf(channel);
  if (recurrence && !isInTakeoverWindow(recurrence, localMs)) return 'betweenTakeoverWindows';
  if (!hasRowOn(channel, localMs, triggers)) return 'nothingOn';
  return 'replacedByTakeover';
}

function explainRow(
  channel: ScheduleChannel,
  row: ScheduleRow,
  localMs: number,
  isChannelPlaying: boolean,
  triggers?: TriggerStates,
): RowExplanation {
  const unheld = unheldTriggerUses(channel, row, localMs, triggers);
  const verdict: RowVerdict = row.isPaused
    ? 'paused'
    : !isRowOn(row, localMs) || unheld.length
      ? 'outsidePeriods'
      : isChannelPlaying
        ? 'playing'
        : 'channelNotPlaying';
  return {
    broadcastMediaCode: row.broadcastMediaCode,
    mediaCode: row.mediaCode,
    verdict,
    activePeriods: activeIndexes(row.periods, localMs),
    ...(unheld.length ? { unheldTriggerUses: unheld } : {}),
  };
}

/** When a recurring takeover waiting between its windows starts the next one; else null. */
function nextWindowAt(
  channel: ScheduleChannel,
  verdict: ChannelVerdict,
  localMs: number,
  timeZone: string,
): Date | null {
  const recurrence = recurrenceOf(channel);
  if (verdict !== 'betweenTakeoverWindows' || !recurrence) return null;
  return new Date(fromLocalMs(nextWindowSwitch(recurrence, localMs), timeZone));
}

function explainLayer(
  layer: ScheduleLayer,
  localMs: number,
  timeZone: string,
  triggers?: TriggerStates,
): { layerCode: string; channels: ChannelExplanation[] } {
  const playing = new Set(playingChannels(layer, localMs, triggers).map(({ channel }) => channel));
  return {
    layerCode: layer.layerCode,
    channels: layer.channels.map((channel) => {
      const verdict = channelVerdict(channel, localMs, playing, triggers);
      const nextWindow = nextWindowAt(channel, verdict, localMs, timeZone);
      return {
        channelCode: channel.channelCode,
        origin: channel.origin ?? { kind: 'manual' as const },
        isTakeover: channel.isTakeover,
        verdict,
        activePeriods: activeIndexes(channel.periods, localMs),
        ...(nextWindow ? { nextTakeoverWindowAt: nextWindow } : {}),
        rows: channel.rows.map((row) =>
          explainRow(channel, row, localMs, playing.has(channel), triggers),
        ),
      };
    }),
  };
}

/**
 * "Why is this playing": for a screen at an instant, each channel and row with the reason it
 * plays or not (draft, paused, outside its periods or trigger uses, a recurring takeover between
 * its windows, replaced by a takeover) and the periods on. A channel left out as interactive or
 * of a refused content type reads inactive, its origin saying why.
 */
export function explainSchedule(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  at: Date,
  triggers?: TriggerStates,
): ScheduleExplanation {
  const localMs = zoneLocalMs(at.getTime(), timeZone);
  const resolved = resolveSchedule(layers, timeZone, at, triggers);
  return {
    at,
    localDateTime: formatLocalDateTime(localMs),
    layers: layers.map((layer) => explainLayer(layer, localMs, timeZone, triggers)),
    validUntil: resolved.validUntil,
    ...(triggers ? { nextInterrupt: resolved.nextInterrupt ?? null } : {}),
  };
}
