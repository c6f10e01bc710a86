import { toLocalMs } from './local-time';
import { nextChange } from './next-change';
import { isPeriodActive, type Period } from './period';
import { ScheduleEdges } from './schedule-edges';

/** A media row of a channel, as the manifest carries it. */
export interface ScheduleRow {
  broadcastMediaCode: string;
  mediaCode: string;
  orderN: number;
  /** Null: the media's own duration, or `defaultRowDurationMs` for a still. */
  durationMs: number | null;
  isPaused: boolean;
  /** Empty: always. */
  periods: readonly Period[];
}

/** Where a channel comes from: made by hand on the screen, or generated from a broadcast group. */
export type ChannelOrigin =
  | { kind: 'manual' }
  | {
      kind: 'broadcast';
      broadcastCode: string;
      groupCode: string;
      /** The screen is on the group's fixed list, or its filter selects it. */
      matchedBy: 'fixedList' | 'filter';
      isDraft: boolean;
    };

export interface ScheduleChannel {
  channelCode: string;
  isActive: boolean;
  isTakeover: boolean;
  /** The channel's own periods (a broadcast's); empty: always. */
  periods: readonly Period[];
  rows: readonly ScheduleRow[];
  /** For explanations; absent reads as manual. */
  origin?: ChannelOrigin;
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

export interface ResolvedLayer {
  layerCode: string;
  items: ResolvedItem[];
}

export interface ResolvedSchedule {
  layers: ResolvedLayer[];
  /** The first instant the answer differs; null: it holds until something is edited. */
  validUntil: Date | null;
}

/** Broadcast media duration default (spec: 00:00:10), for a still without its own. */
export const defaultRowDurationMs = 10_000;

export const isOnDuring = (periods: readonly Period[], localMs: number): boolean =>
  periods.length === 0 || periods.some((period) => isPeriodActive(period, localMs));

export const isChannelOn = (channel: ScheduleChannel, localMs: number): boolean =>
  channel.isActive && isOnDuring(channel.periods, localMs);

export const isRowOn = (row: ScheduleRow, localMs: number): boolean =>
  !row.isPaused && isOnDuring(row.periods, localMs);

const byOrder = (a: ScheduleRow, b: ScheduleRow) =>
  a.orderN - b.orderN || a.broadcastMediaCode.localeCompare(b.broadcastMediaCode);

function itemsOf(channel: ScheduleChannel, localMs: number): ResolvedItem[] {
  if (!isChannelOn(channel, localMs)) return [];
  return channel.rows
    .filter((row) => isRowOn(row, localMs))
    .sort(byOrder)
    .map((row) => ({
      channelCode: channel.channelCode,
      broadcastMediaCode: row.broadcastMediaCode,
      mediaCode: row.mediaCode,
      durationMs: row.durationMs,
    }));
}

/**
 * The channels of a layer that play at a local time: a takeover channel with something on
 * replaces the rest of the layer.
 */
export function playingChannels(
  layer: ScheduleLayer,
  localMs: number,
): { channel: ScheduleChannel; items: ResolvedItem[] }[] {
  const playing = layer.channels
    .map((channel) => ({ channel, items: itemsOf(channel, localMs) }))
    .filter(({ items }) => items.length > 0);
  const takeovers = playing.filter(({ channel }) => channel.isTakeover);
  return takeovers.length ? takeovers : playing;
}

/** What each layer plays at a local time. */
export function playingAt(layers: readonly ScheduleLayer[], localMs: number): ResolvedLayer[] {
  return layers.map((layer) => ({
    layerCode: layer.layerCode,
    items: playingChannels(layer, localMs).flatMap(({ items }) => items),
  }));
}

/** A compact key of an answer, to tell two answers apart. */
const answerKey = (layers: readonly ResolvedLayer[]) =>
  layers
    .map((layer) => layer.items.map((i) => `${i.channelCode} ${i.broadcastMediaCode}`).join(','))
    .join('|');

/** The periods whose edges can change the answer: those of channels and rows that can play. */
function* livePeriods(layers: readonly ScheduleLayer[]): Generator<Period> {
  for (const layer of layers) {
    for (const channel of layer.channels) {
      if (!channel.isActive) continue;
      yield* channel.periods;
      for (const row of channel.rows) if (!row.isPaused) yield* row.periods;
    }
  }
}

/** The schedule's edges, read once; pass them to resolve the same layers many times. */
export const scheduleEdgesOf = (layers: readonly ScheduleLayer[]): ScheduleEdges =>
  new ScheduleEdges(livePeriods(layers));

/**
 * What each layer plays at `at`, read in `timeZone`, and the first instant that answer differs:
 * the first moment, after `at`, that a period switching on or off changes what plays.
 */
export function resolveSchedule(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  at: Date,
  edges: ScheduleEdges = scheduleEdgesOf(layers),
): ResolvedSchedule {
  const atMs = at.getTime();
  const resolved = playingAt(layers, toLocalMs(atMs, timeZone) + (atMs % 1000));
  const changesAt = nextChange(edges, timeZone, atMs, (localMs) =>
    answerKey(playingAt(layers, localMs)),
  );
  return { layers: resolved, validUntil: changesAt === null ? null : new Date(changesAt) };
}
