import { answerChanges } from './answer-changes';
import { isOnDuring, type Period } from './period';
import { ScheduleEdges, type Switched } from './schedule-edges';
import { zoneLocalMs } from './zone-offsets';

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
      matchedBy: 'fixedList' | 'filter' | 'cluster';
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

/** Whether a channel plays whenever it is active: no periods, and a row on at all times. */
const isAlwaysOn = (channel: ScheduleChannel) =>
  channel.isActive &&
  channel.periods.length === 0 &&
  channel.rows.some((row) => !row.isPaused && row.periods.length === 0);

/**
 * The channels and rows whose periods can change the answer: those that can play, and of a
 * layer with a takeover that always plays, only the takeovers (nothing else there can play).
 */
function switchedOf(layers: readonly ScheduleLayer[]): Switched[] {
  const switched: Switched[] = [];
  for (const layer of layers) {
    const isTakenOver = layer.channels.some((c) => c.isTakeover && isAlwaysOn(c));
    for (const channel of layer.channels) {
      if (!channel.isActive || (isTakenOver && !channel.isTakeover)) continue;
      const rows = channel.rows.filter((row) => !row.isPaused);
      if (!rows.length) continue;
      if (channel.periods.length) switched.push(channel);
      for (const row of rows) if (row.periods.length) switched.push(row);
    }
  }
  return switched;
}

/** The schedule's edges, read once; pass them to resolve the same layers many times. */
export const scheduleEdgesOf = (layers: readonly ScheduleLayer[]): ScheduleEdges =>
  new ScheduleEdges(switchedOf(layers));

/** Each instant after `fromMs` at which what the layers play changes, in order. */
export const scheduleChanges = (
  layers: readonly ScheduleLayer[],
  timeZone: string,
  fromMs: number,
  edges: ScheduleEdges = scheduleEdgesOf(layers),
) => answerChanges(edges, timeZone, fromMs, (localMs) => answerKey(playingAt(layers, localMs)));

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
  const resolved = playingAt(layers, zoneLocalMs(atMs, timeZone));
  const change = scheduleChanges(layers, timeZone, atMs, edges).next();
  return { layers: resolved, validUntil: change.done ? null : new Date(change.value.atMs) };
}
