import type { BroadcastListItem } from '@marquee/contracts';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { periodText, playStatusBadgeOf, rowActionsOf, scheduleText } from './broadcast-columns';

const t = ((key: string, options?: { returnObjects?: boolean }) =>
  options?.returnObjects ? ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] : key) as TFunction;

const row = (status: 'Draft' | 'Confirmed') => ({ status }) as BroadcastListItem;

describe('broadcast columns', () => {
  it('offers Pause on a Confirmed broadcast and Play on a Draft, and nothing without edit', () => {
    expect(rowActionsOf(row('Confirmed'), true)).toEqual(['pause', 'edit', 'duplicate', 'delete']);
    expect(rowActionsOf(row('Draft'), true)[0]).toBe('play');
    expect(rowActionsOf(row('Draft'), false)).toEqual([]);
  });

  it('reads a Confirmed broadcast out of its hours as not playing now, its weekly periods not as Always', () => {
    const weekdayHours = {
      ...row('Confirmed'),
      playStatus: 'NotPlayingNow',
      scheduleStatus: 'Always',
      periods: [{ dayOfWeeks: 31, weekdayStartTime: '09:00:00', weekdayEndTime: '17:00:00' }],
    } as BroadcastListItem;
    const label = (item: BroadcastListItem) => playStatusBadgeOf(item, t).label;
    expect(label(weekdayHours)).toBe('broadcasts.list.notPlayingNow');
    expect(scheduleText(weekdayHours, t)).toBe('broadcasts.list.weekly');
    expect(label({ ...weekdayHours, playStatus: 'Playing' })).toBe('broadcasts.editor.playing');
    expect(label({ ...weekdayHours, playStatus: 'Paused' })).toBe('playlist.paused');
    expect(scheduleText({ ...weekdayHours, periods: [] }, t)).toBe('broadcasts.list.always');
  });

  it('badges a broadcast that reaches no screen apart from one that plays', () => {
    const nowhere = { ...row('Confirmed'), playStatus: 'NoScreens' } as BroadcastListItem;
    const playing = { ...nowhere, playStatus: 'Playing' } as BroadcastListItem;
    expect(playStatusBadgeOf(nowhere, t).label).toBe('broadcasts.list.noScreens');
    expect(playStatusBadgeOf(nowhere, t).color).not.toBe(playStatusBadgeOf(playing, t).color);
  });

  it('says a period in days, daily window and dates', () => {
    const period = {
      periodCode: 'P1',
      startDateTime: '2026-03-02T00:00:00',
      endDateTime: null,
      dayOfWeeks: 31,
      weekdayStartTime: '09:00:00',
      weekdayEndTime: '17:00:00',
    };
    expect(periodText(period, t)).toBe('Mon Tue Wed Thu Fri 09:00–17:00 (2026-03-02 – …)');
    expect(periodText({ ...period, dayOfWeeks: 127, startDateTime: null }, t)).toBe(
      'broadcasts.list.everyDay 09:00–17:00',
    );
  });
});
