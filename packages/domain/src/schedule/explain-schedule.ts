import { formatLocalDateTime } from './local-time';
import { isPeriodActive, type Period } from './period';
import {
  isChannelOn,
  isRowOn,
  playingChannels,
  resolveSchedule,
  type ChannelOrigin,
  type ScheduleChannel,
  type ScheduleLayer,
  type ScheduleRow,
} from './resolve-schedule';
import { zoneLocalMs } from './zone-offsets';

/** Why a channel does or does not play. */
export type ChannelVerdict =
  'playing' | 'draft' | 'inactive' | 'outsidePeriods' | 'nothingOn' | 'replacedByTakeover';

/** Why a media row does or does not play. */
export type RowVerdict = 'playing' | 'paused' | 'outsidePeriods' | 'channelNotPlaying';

export interface RowExplanation {
  broadcastMediaCode: string;
  mediaCode: string;
  verdict: RowVerdict;
  /** The indexes of the row's periods that are on at that time. */
  activePeriods: number[];
}

export interface ChannelExplanation {
  channelCode: string;
  origin: ChannelOrigin;
  isTakeover: boolean;
  verdict: ChannelVerdict;
  /** The indexes of the channel's periods that are on at that time. */
  activePeriods: number[];
  rows: RowExplanation[];
}

export interface ScheduleExplanation {
  at: Date;
  /** The screen's local date and time, `YYYY-MM-DDTHH:mm:ss`. */
  localDateTime: string;
  layers: { layerCode: string; channels: ChannelExplanation[] }[];
  validUntil: Date | null;
}

const activeIndexes = (periods: readonly Period[], localMs: number) =>
  periods.flatMap((period, index) => (isPeriodActive(period, localMs) ? [index] : []));

function channelVerdict(
  channel: ScheduleChannel,
  localMs: number,
  playing: ReadonlySet<ScheduleChannel>,
): ChannelVerdict {
  if (playing.has(channel)) return 'playing';
  if (channel.origin?.kind === 'broadcast' && channel.origin.isDraft) return 'draft';
  if (!channel.isActive) return 'inactive';
  if (!isChannelOn(channel, localMs)) return 'outsidePeriods';
  if (!channel.rows.some((row) => isRowOn(row, localMs))) return 'nothingOn';
  return 'replacedByTakeover';
}

function rowVerdict(row: ScheduleRow, localMs: number, isChannelPlaying: boolean): RowVerdict {
  if (row.isPaused) return 'paused';
  if (!isRowOn(row, localMs)) return 'outsidePeriods';
  return isChannelPlaying ? 'playing' : 'channelNotPlaying';
}

function explainLayer(layer: ScheduleLayer, localMs: number) {
  const playing = new Set(playingChannels(layer, localMs).map(({ channel }) => channel));
  return {
    layerCode: layer.layerCode,
    channels: layer.channels.map((channel) => ({
      channelCode: channel.channelCode,
      origin: channel.origin ?? { kind: 'manual' as const },
      isTakeover: channel.isTakeover,
      verdict: channelVerdict(channel, localMs, playing),
      activePeriods: activeIndexes(channel.periods, localMs),
      rows: channel.rows.map((row) => ({
        broadcastMediaCode: row.broadcastMediaCode,
        mediaCode: row.mediaCode,
        verdict: rowVerdict(row, localMs, playing.has(channel)),
        activePeriods: activeIndexes(row.periods, localMs),
      })),
    })),
  };
}

/**
 * "Why is this playing": for a screen at an instant, each channel and row with the reason it
 * plays or not (draft, paused, outside its periods, replaced by a takeover) and the periods on.
 */
export function explainSchedule(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  at: Date,
): ScheduleExplanation {
  const localMs = zoneLocalMs(at.getTime(), timeZone);
  return {
    at,
    localDateTime: formatLocalDateTime(localMs),
    layers: layers.map((layer) => explainLayer(layer, localMs)),
    validUntil: resolveSchedule(layers, timeZone, at).validUntil,
  };
}
