import type { TriggerStates } from '../triggers/trigger-types';
import { zoneLocalMs } from './zone-offsets';
import {
  playingAt,
  scheduleChanges,
  type ResolvedItem,
  type ResolvedLayer,
  type ScheduleLayer,
} from './resolve-schedule';

/** What a layer plays from one instant until (exclusive) the next. */
export interface TimelineSegment {
  from: Date;
  until: Date;
  items: ResolvedItem[];
}

export interface LayerTimeline {
  layerCode: string;
  /**
   * Back to back from the horizon's start to its end, or to where the walk stopped when
   * truncated; neighbours play different things.
   */
  segments: TimelineSegment[];
  /** The walk stopped at `maxSegments` before the horizon's end (on every layer alike). */
  isTruncated: boolean;
}

const itemsKey = (items: readonly ResolvedItem[]) =>
  items.map((item) => `${item.channelCode} ${item.broadcastMediaCode}`).join(',');

/**
 * What each layer plays over [from, until): for the forecast, and for a manifest that lets a
 * screen keep its schedule offline. One walk over the schedule's changes; it stops, truncated,
 * before any layer would get more than `maxSegments`, so a long horizon costs a bounded walk.
 * Rows play only while their trigger uses hold (`triggers`; none: every trigger inactive);
 * timer firings are instants, not segments (`nextInterrupt` finds them).
 */
export function scheduleTimeline(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  from: Date,
  until: Date,
  maxSegments = Infinity,
  triggers?: TriggerStates,
): LayerTimeline[] {
  const timelines: LayerTimeline[] = layers.map((layer) => ({
    layerCode: layer.layerCode,
    segments: [],
    isTruncated: false,
  }));
  const endMs = until.getTime();
  const isFull = (resolved: ResolvedLayer[]) =>
    resolved.some(({ items }, index) => {
      const last = (timelines[index] as LayerTimeline).segments.at(-1);
      return last !== undefined && itemsKey(last.items) !== itemsKey(items)
        ? (timelines[index] as LayerTimeline).segments.length >= maxSegments
        : false;
    });
  const add = (atMs: number, resolved: ResolvedLayer[]) =>
    resolved.forEach(({ items }, index) => {
      const segments = (timelines[index] as LayerTimeline).segments;
      const last = segments.at(-1);
      if (last) last.until = new Date(atMs);
      if (!last || itemsKey(last.items) !== itemsKey(items)) {
        segments.push({ from: new Date(atMs), until: new Date(atMs), items });
      }
    });
  const fromMs = from.getTime();
  if (fromMs >= endMs) return timelines;
  add(fromMs, playingAt(layers, zoneLocalMs(fromMs, timeZone), triggers));
  let stopMs = endMs;
  for (const change of scheduleChanges(layers, timeZone, fromMs, triggers)) {
    if (change.atMs >= endMs) break;
    const resolved = playingAt(layers, change.localMs, triggers);
    if (isFull(resolved)) {
      stopMs = change.atMs;
      break;
    }
    add(change.atMs, resolved);
  }
  for (const timeline of timelines) {
    (timeline.segments.at(-1) as TimelineSegment).until = new Date(stopMs);
    timeline.isTruncated = stopMs < endMs;
  }
  return timelines;
}
