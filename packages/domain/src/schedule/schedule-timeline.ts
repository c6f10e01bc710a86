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
  /** Back to back from the horizon's start to its end; neighbours play different things. */
  segments: TimelineSegment[];
}

const itemsKey = (items: readonly ResolvedItem[]) =>
  items.map((item) => `${item.channelCode} ${item.broadcastMediaCode}`).join(',');

/**
 * What each layer plays over [from, until): for the forecast, and for a manifest that lets a
 * screen keep its schedule offline. One walk over the schedule's changes.
 */
export function scheduleTimeline(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  from: Date,
  until: Date,
): LayerTimeline[] {
  const timelines: LayerTimeline[] = layers.map((layer) => ({
    layerCode: layer.layerCode,
    segments: [],
  }));
  const endMs = until.getTime();
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
  add(fromMs, playingAt(layers, zoneLocalMs(fromMs, timeZone)));
  for (const change of scheduleChanges(layers, timeZone, fromMs)) {
    if (change.atMs >= endMs) break;
    add(change.atMs, playingAt(layers, change.localMs));
  }
  for (const timeline of timelines) (timeline.segments.at(-1) as TimelineSegment).until = until;
  return timelines;
}
