import { defaultRowDurationMs, type ResolvedItem } from '@marquee/domain';

/** A video that never reports its end moves on after its length plus this margin. */
export const videoGraceMs = 5_000;
/** A video of unknown length gets at most this long. */
export const unknownVideoMs = 10 * 60_000;
/** The cross-fade between two items. */
export const fadeMs = 600;

export type MediaKind = 'Photo' | 'Video' | 'HtmlAd' | 'WebPage';

/** How long an item stays: a fixed time, or until the video ends (with a safety limit). */
export type Dwell = { until: 'timer'; ms: number } | { until: 'ended'; limitMs: number };

export function dwellOf(
  item: Pick<ResolvedItem, 'durationMs'>,
  kind: MediaKind,
  mediaMs: number | null,
): Dwell {
  if (item.durationMs) return { until: 'timer', ms: item.durationMs };
  // A still (image, sign, web page) without its own duration shows the spec's default.
  if (kind !== 'Video') return { until: 'timer', ms: defaultRowDurationMs };
  return { until: 'ended', limitMs: mediaMs ? mediaMs + videoGraceMs : unknownVideoMs };
}

/**
 * The item to show after `current` in `items`. The list may have changed since `current` began
 * (the schedule moved on, content was edited): play on from where that item stood, or start over.
 */
export function nextIndex(items: readonly ResolvedItem[], current: ResolvedItem | null): number {
  if (items.length === 0) return -1;
  if (!current) return 0;
  const at = items.findIndex((item) => item.broadcastMediaCode === current.broadcastMediaCode);
  return at < 0 ? 0 : (at + 1) % items.length;
}

/** Whether the item on show may stay when the list changes (it is still scheduled). */
export function isStillScheduled(
  items: readonly ResolvedItem[],
  current: ResolvedItem | null,
): boolean {
  return !!current && items.some((item) => item.broadcastMediaCode === current.broadcastMediaCode);
}
