import {
  resolveSchedule,
  scheduleEdgesOf,
  type ResolvedItem,
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
 * screen keep its schedule offline. Built from the resolver's answers, each held to its
 * validUntil.
 */
export function scheduleTimeline(
  layers: readonly ScheduleLayer[],
  timeZone: string,
  from: Date,
  until: Date,
): LayerTimeline[] {
  const edges = scheduleEdgesOf(layers);
  const timelines: LayerTimeline[] = layers.map((layer) => ({
    layerCode: layer.layerCode,
    segments: [],
  }));
  const endMs = until.getTime();
  for (let atMs = from.getTime(); atMs < endMs;) {
    const resolved = resolveSchedule(layers, timeZone, new Date(atMs), edges);
    const nextMs = Math.min(resolved.validUntil?.getTime() ?? endMs, endMs);
    resolved.layers.forEach(({ items }, index) => {
      const segments = (timelines[index] as LayerTimeline).segments;
      const last = segments.at(-1);
      if (last && itemsKey(last.items) === itemsKey(items)) last.until = new Date(nextMs);
      else segments.push({ from: new Date(atMs), until: new Date(nextMs), items });
    });
    atMs = nextMs;
  }
  return timelines;
}
