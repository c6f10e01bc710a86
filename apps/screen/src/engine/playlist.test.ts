import { defaultRowDurationMs, type ResolvedItem } from '@marquee/domain';
import { describe, expect, it } from 'vitest';
import { dwellOf, isStillScheduled, nextIndex, unknownVideoMs, videoGraceMs } from './playlist';

const item = (code: string, durationMs: number | null = null): ResolvedItem => ({
  channelCode: 'CH1',
  broadcastMediaCode: `BM${code}`,
  mediaCode: `M${code}`,
  durationMs,
});

describe('nextIndex', () => {
  const items = [item('1'), item('2'), item('3')];

  it('starts at the top and steps round the list', () => {
    expect(nextIndex(items, null)).toBe(0);
    expect(nextIndex(items, items[0]!)).toBe(1);
    expect(nextIndex(items, items[2]!)).toBe(0);
  });

  it('plays on from where the item stands when the list changed under it', () => {
    const edited = [item('0'), item('1'), item('2'), item('3')];
    expect(nextIndex(edited, items[1]!)).toBe(3);
  });

  it('starts over when the item is gone, and has nothing for an empty list', () => {
    expect(nextIndex(items, item('9'))).toBe(0);
    expect(nextIndex([], items[0]!)).toBe(-1);
  });

  it('repeats a single item', () => {
    expect(nextIndex([items[0]!], items[0]!)).toBe(0);
  });
});

describe('dwellOf', () => {
  it('keeps a row its own duration, whatever it shows', () => {
    expect(dwellOf(item('1', 4000), 'Photo', null)).toEqual({ until: 'timer', ms: 4000 });
    expect(dwellOf(item('1', 4000), 'Video', 30_000)).toEqual({ until: 'timer', ms: 4000 });
  });

  it('shows stills for the default time and videos to their end', () => {
    for (const kind of ['Photo', 'HtmlAd', 'WebPage'] as const) {
      expect(dwellOf(item('1'), kind, null)).toEqual({ until: 'timer', ms: defaultRowDurationMs });
    }
    expect(dwellOf(item('1'), 'Video', 30_000)).toEqual({
      until: 'ended',
      limitMs: 30_000 + videoGraceMs,
    });
    expect(dwellOf(item('1'), 'Video', null)).toEqual({ until: 'ended', limitMs: unknownVideoMs });
  });
});

it('isStillScheduled keeps the item on show only while it is in the list', () => {
  expect(isStillScheduled([item('1')], item('1'))).toBe(true);
  expect(isStillScheduled([item('2')], item('1'))).toBe(false);
  expect(isStillScheduled([item('1')], null)).toBe(false);
});
