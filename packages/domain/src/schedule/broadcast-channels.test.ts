import { describe, expect, it } from 'vitest';
import type { PlayerFacts } from '../filters/player-condition';
import {
  broadcastChannelCode,
  groupScreensCondition,
  screenLayers,
  type ScheduleBroadcast,
  type ScheduleGroup,
} from './broadcast-channels';
import { explainSchedule } from './explain-schedule';
import { resolveSchedule } from './resolve-schedule';
import { channel, period, row } from './test-builders';

const screen: PlayerFacts = {
  playerCode: 'p-1',
  name: 'Shop window',
  locationCode: null,
  playerFormatCode: 'landscape',
  layerCodes: ['main', 'ticker'],
  tagCodes: ['t-shop'],
  statusValues: ['OK'],
};
const tagged = (tag: string) => ({
  operator: 'AND' as const,
  subNodes: [
    { nodeType: 'Tags' as const, nodeKey: 'Tags', codes: [tag], codeCondition: 'In' as const },
  ],
});
const group = (code: string, values: Partial<ScheduleGroup> = {}): ScheduleGroup => ({
  groupCode: code,
  condition: null,
  fixedPlayerCodes: [],
  layerCodes: ['main'],
  rows: [row(`${code}-a`, 1), row(`${code}-b`, 2)],
  ...values,
});
const broadcast = (code: string, values: Partial<ScheduleBroadcast> = {}): ScheduleBroadcast => ({
  broadcastCode: code,
  status: 'Confirmed',
  isTakeover: false,
  periods: [],
  groups: [group('g1', { condition: tagged('t-shop') })],
  ...values,
});
const own = [
  { layerCode: 'main', channels: [channel('own', [row('own-a', 1)])] },
  { layerCode: 'ticker', channels: [] },
];
const playing = (broadcasts: ScheduleBroadcast[], at = '2026-03-02T10:00:00Z') =>
  resolveSchedule(screenLayers(screen, own, broadcasts), 'UTC', new Date(at)).layers.map((layer) =>
    layer.items.map((item) => item.broadcastMediaCode),
  );

describe('broadcast channels', () => {
  it("adds a broadcast whose group filter selects the screen, after the screen's own", () => {
    expect(playing([broadcast('b1')])).toEqual([['own-a', 'g1-a', 'g1-b'], []]);
    expect(
      playing([broadcast('b1', { groups: [group('g1', { condition: tagged('t-other') })] })]),
    ).toEqual([['own-a'], []]);
  });

  it("reaches a screen on a group's fixed list, and only there when the group has no filter", () => {
    const fixed = group('g1', { fixedPlayerCodes: ['p-1'] });
    expect(playing([broadcast('b1', { groups: [fixed] })])).toEqual([
      ['own-a', 'g1-a', 'g1-b'],
      [],
    ]);
    const elsewhere = group('g1', { fixedPlayerCodes: ['p-2'] });
    expect(playing([broadcast('b1', { groups: [elsewhere] })])).toEqual([['own-a'], []]);
  });

  it('reaches no screen through a filter that says nothing of screens', () => {
    const silent = [
      { operator: 'AND' as const, subNodes: [] },
      { operator: 'OR' as const, subNodes: [{ operator: 'AND' as const, subNodes: [] }] },
      {
        operator: 'AND' as const,
        subNodes: [
          { nodeType: 'Tags' as const, nodeKey: 'Tags', codes: [], codeCondition: 'In' as const },
        ],
      },
      {
        operator: 'AND' as const,
        subNodes: [
          {
            nodeType: 'Media' as const,
            nodeKey: 'Media',
            codes: ['m'],
            codeCondition: 'In' as const,
          },
        ],
      },
    ];
    for (const condition of silent) {
      expect(groupScreensCondition(condition)).toBeNull();
      expect(playing([broadcast('b1', { groups: [group('g1', { condition })] })])).toEqual([
        ['own-a'],
        [],
      ]);
    }
    expect(groupScreensCondition(tagged('t-shop'))).toEqual(tagged('t-shop'));
  });

  it('plays, per layer, the first group that reaches the screen', () => {
    const groups = [
      group('g1', { condition: tagged('t-other') }),
      group('g2', { condition: tagged('t-shop') }),
      group('g3', { condition: tagged('t-shop'), layerCodes: ['main', 'ticker'] }),
      group('g4', { condition: tagged('t-shop'), layerCodes: ['side'] }),
    ];
    expect(playing([broadcast('b1', { groups })])).toEqual([
      ['own-a', 'g2-a', 'g2-b'],
      ['g3-a', 'g3-b'],
    ]);
  });

  it('does not play a Draft broadcast or a paused row, and keeps to the broadcast periods', () => {
    expect(playing([broadcast('b1', { status: 'Draft' })])).toEqual([['own-a'], []]);
    const rows = [row('x', 1), row('y', 2, { isPaused: true })];
    expect(
      playing([broadcast('b1', { groups: [group('g1', { condition: tagged('t-shop'), rows })] })]),
    ).toEqual([['own-a', 'x'], []]);
    const weekdays9to5 = period({
      dayOfWeeks: 31,
      weekdayStartTime: '09:00',
      weekdayEndTime: '16:59',
    });
    const b = broadcast('b1', { periods: [weekdays9to5] });
    expect(playing([b], '2026-03-02T10:00:00Z')).toEqual([['own-a', 'g1-a', 'g1-b'], []]);
    expect(playing([b], '2026-03-02T18:00:00Z')).toEqual([['own-a'], []]);
    expect(playing([b], '2026-03-07T10:00:00Z')).toEqual([['own-a'], []]);
  });

  it('lets a takeover broadcast replace the rest of its layer while it is on', () => {
    const evenings = period({ weekdayStartTime: '18:00' });
    const takeover = broadcast('b2', { isTakeover: true, periods: [evenings] });
    expect(playing([broadcast('b1'), takeover], '2026-03-02T19:00:00Z')).toEqual([
      ['g1-a', 'g1-b'],
      [],
    ]);
    expect(playing([broadcast('b1'), takeover], '2026-03-02T10:00:00Z')).toEqual([
      ['own-a', 'g1-a', 'g1-b'],
      [],
    ]);
  });

  it('explains why each channel and row plays or not', () => {
    const evenings = period({ weekdayStartTime: '18:00' });
    const layers = screenLayers(screen, own, [
      broadcast('b1', {
        groups: [
          group('g1', {
            condition: tagged('t-shop'),
            rows: [row('x', 1), row('y', 2, { isPaused: true })],
          }),
        ],
      }),
      broadcast('b2', { status: 'Draft' }),
      broadcast('b3', { isTakeover: true, periods: [evenings] }),
    ]);
    const atNoon = explainSchedule(layers, 'UTC', new Date('2026-03-02T12:00:00Z'));
    expect(atNoon.localDateTime).toBe('2026-03-02T12:00:00');
    expect(atNoon.validUntil?.toISOString()).toBe('2026-03-02T18:00:00.000Z');
    const main = atNoon.layers[0]?.channels ?? [];
    expect(main.map((c) => [c.channelCode, c.verdict])).toEqual([
      ['own', 'playing'],
      [broadcastChannelCode('b1', 'g1'), 'playing'],
      [broadcastChannelCode('b2', 'g1'), 'draft'],
      [broadcastChannelCode('b3', 'g1'), 'outsidePeriods'],
    ]);
    expect(main[1]?.origin).toEqual({
      kind: 'broadcast',
      broadcastCode: 'b1',
      groupCode: 'g1',
      matchedBy: 'filter',
      isDraft: false,
    });
    expect(main[1]?.rows.map((r) => r.verdict)).toEqual(['playing', 'paused']);
    const atNight = explainSchedule(layers, 'UTC', new Date('2026-03-02T19:00:00Z'));
    expect(atNight.layers[0]?.channels.map((c) => c.verdict)).toEqual([
      'replacedByTakeover',
      'replacedByTakeover',
      'draft',
      'playing',
    ]);
    expect(atNight.layers[0]?.channels[3]?.activePeriods).toEqual([0]);
    expect(atNight.layers[0]?.channels[0]?.rows[0]?.verdict).toBe('channelNotPlaying');
  });
});
