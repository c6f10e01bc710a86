import { fromLocalMs, toLocalMs } from './local-time';
import { isPeriodActive, periodBoundariesAfter, type Period } from './period';

/** A media row of a channel, as the manifest carries it. */
export interface ScheduleRow {
  broadcastMediaCode: string;
  mediaCode: string;
  orderN: number;
  durationMs: number | null;
  isPaused: boolean;
  /** Empty: always. */
  periods: readonly Period[];
}

export interface ScheduleChannel {
  channelCode: string;
  isActive: boolean;
  isTakeover: boolean;
  /** The channel's own periods (a broadcast's); empty: always. */
  periods: readonly Period[];
  rows: readonly ScheduleRow[];
}

export interface ScheduleLayer {
  layerCode: string;
  channels: readonly ScheduleChannel[];
}

export interface ResolvedItem {
  channelCode: string;
  broadcastMediaCode: string;
  mediaCode: string;
  durationMs: number | null;
}

export interface ResolvedSchedule {
  layers: { layerCode: string; items: ResolvedItem[] }[];
  /** The answer holds until this instant at least; null: until something is edited. */
  validUntil: Date | null;
}

const isOn = (periods: readonly Period[], localMs: number) =>
  periods.length === 0 || periods.some((period) => isPeriodActive(period, localMs));

function itemsOf(channel: ScheduleChannel, localMs: number): ResolvedItem[] {
  if (!channel.isActive || !isOn(channel.periods, localMs)) return [];
  return [...channel.rows]
    .filter((row) => !row.isPaused && isOn(row.periods, localMs))
    .sort((a, b) => a.orderN - b.orderN || a.broadcastMediaCode.localeCompare(b.broadcastMediaCode))
    .map((row) => ({
      channelCode: channel.channelCode,
      broadcastMediaCode: row.broadcastMediaCode,
      mediaCode: row.mediaCode,
      durationMs: row.durationMs,
    }));
}

/** What one layer plays: a takeover channel with something on replaces the rest of the layer. */
function resolveLayer(layer: ScheduleLayer, localMs: number): ResolvedItem[] {
  const playing = layer.channels
    .map((channel) => ({ channel, items: itemsOf(channel, localMs) }))
    .filter(({ items }) => items.length > 0);
  const takeovers = playing.filter(({ channel }) => channel.isTakeover);
  return (takeovers.length ? takeovers : playing).flatMap(({ items }) => items);
}

/**
 * What each layer plays at `at`, read in `timeZone`, and until when that answer holds: the
 * earliest moment any period of the layers switches on or off.
 */
export function resolveSchedule(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  at: Date,
): ResolvedSchedule {
  const localMs = toLocalMs(at.getTime(), timeZone);
  let nextLocal = Number.POSITIVE_INFINITY;
  for (const layer of layers) {
    for (const channel of layer.channels) {
      const periods = [...channel.periods, ...channel.rows.flatMap((row) => row.periods)];
      for (const period of periods) {
        for (const boundary of periodBoundariesAfter(period, localMs)) {
          nextLocal = Math.min(nextLocal, boundary);
        }
      }
    }
  }
  return {
    layers: layers.map((layer) => ({
      layerCode: layer.layerCode,
      items: resolveLayer(layer, localMs),
    })),
    validUntil: Number.isFinite(nextLocal) ? new Date(fromLocalMs(nextLocal, timeZone)) : null,
  };
}
