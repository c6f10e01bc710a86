import { describe, expect, it } from 'vitest';
import type { PlayerFacts } from '../filters/player-condition';
import type { ScreenTrigger, TriggerStates, TriggerUse } from '../triggers/trigger-types';
import { screenLayers, type ScheduleBroadcast, type ScheduleGroup } from './broadcast-channels';
import { emptyFrom } from './empty-from';
import { explainSchedule } from './explain-schedule';
import {
  interruptAt,
  nextInterrupt,
  resolveSchedule,
  type ScheduleLayer,
  type ScheduleRow,
} from './resolve-schedule';
import { scheduleTimeline } from './schedule-timeline';
import { channel, period, row } from './test-builders';

const zone = 'Europe/Stockholm';
const at = (text: string) => new Date(text);
const active = (triggerCode: string): TriggerUse => ({ triggerCode, playWhen: 'Active' });
const inactive = (triggerCode: string): TriggerUse => ({ triggerCode, playWhen: 'Inactive' });

const lunch: ScreenTrigger = {
  definition: { name: 'Lunch', triggerGroup: 'Dayparts', actionType: 'Play' },
  setting: { dayparts: [{ dayOfWeeks: 127, weekdayStartTime: '11:00', weekdayEndTime: '12:59' }] },
};
const quarterly: ScreenTrigger = {
  definition: { name: 'Quarter', triggerGroup: 'Timer', actionType: 'Interrupt' },
  setting: { interval: { minutes: 15, seconds: 0 } },
};
const doorbell: ScreenTrigger = {
  definition: { name: 'Door', triggerGroup: 'External', actionType: 'Interrupt' },
  setting: { value: 'off' },
};
const open = (value: string): ScreenTrigger => ({
  definition: { name: 'Open', triggerGroup: 'External', actionType: 'Play', variableName: 'open' },
  setting: { value },
});
const triggers: TriggerStates = { lunch, quarterly, doorbell, open: open('on') };

const gated = (code: string, orderN: number, use: TriggerUse, values: Partial<ScheduleRow> = {}) =>
  row(code, orderN, { triggerUse: use, ...values });
const mainLayer = (...rows: ScheduleRow[]): ScheduleLayer[] => [
  { layerCode: 'main', channels: [channel('c', rows)] },
];
const codes = (layers: { items: { broadcastMediaCode: string }[] }[]) =>
  layers.map(({ items }) => items.map((item) => item.broadcastMediaCode));

// 2026-01-14 in Stockholm is UTC+1: 11:00 local is 10:00Z.
describe('rows gated by a daypart', () => {
  const layers = mainLayer(gated('menu', 1, active('lunch')), gated('ads', 2, inactive('lunch')));

  it('play while their use holds, and the answer holds until the daypart switches', () => {
    const before = resolveSchedule(layers, zone, at('2026-01-14T09:00:00Z'), triggers);
    expect(codes(before.layers)).toEqual([['ads']]);
    expect(before.validUntil).toEqual(at('2026-01-14T10:00:00Z'));
    const during = resolveSchedule(layers, zone, at('2026-01-14T10:30:00Z'), triggers);
    expect(codes(during.layers)).toEqual([['menu']]);
    expect(during.validUntil).toEqual(at('2026-01-14T12:00:00Z'));
  });

  it('leave the screen empty when the daypart ends, if nothing else plays', () => {
    const onlyLunch = mainLayer(gated('menu', 1, active('lunch')));
    const from = at('2026-01-14T10:30:00Z');
    const until = at('2026-01-15T00:00:00Z');
    expect(emptyFrom(onlyLunch, zone, from, until, triggers)).toEqual(at('2026-01-14T12:00:00Z'));
    expect(emptyFrom(layers, zone, from, until, triggers)).toBeNull();
  });

  it('without trigger states read every trigger as inactive', () => {
    expect(codes(resolveSchedule(layers, zone, at('2026-01-14T10:30:00Z')).layers)).toEqual([
      ['ads'],
    ]);
  });

  it('split the timeline at the daypart edges', () => {
    const [timeline] = scheduleTimeline(
      layers,
      zone,
      at('2026-01-14T09:00:00Z'),
      at('2026-01-14T13:00:00Z'),
      Infinity,
      triggers,
    );
    expect(
      timeline?.segments.map((s) => [s.from.toISOString(), codes([{ items: s.items }])[0]]),
    ).toEqual([
      ['2026-01-14T09:00:00.000Z', ['ads']],
      ['2026-01-14T10:00:00.000Z', ['menu']],
      ['2026-01-14T12:00:00.000Z', ['ads']],
    ]);
  });

  it('are explained by the use that does not hold', () => {
    const explanation = explainSchedule(layers, zone, at('2026-01-14T09:00:00Z'), triggers);
    const rows = explanation.layers[0]?.channels[0]?.rows;
    expect(rows?.[0]).toMatchObject({
      verdict: 'outsidePeriods',
      unheldTriggerUses: [active('lunch')],
    });
    expect(rows?.[1]).toMatchObject({ verdict: 'playing' });
    expect(rows?.[1]).not.toHaveProperty('unheldTriggerUses');
  });
});

describe('rows gated by an external value', () => {
  it('play while the value is the active one', () => {
    const layers = mainLayer(
      gated('open', 1, active('open')),
      gated('closed', 2, inactive('open')),
    );
    const now = at('2026-01-14T09:00:00Z');
    expect(codes(resolveSchedule(layers, zone, now, triggers).layers)).toEqual([['open']]);
    const closed = { ...triggers, open: open(' OFF ') };
    const resolved = resolveSchedule(layers, zone, now, closed);
    expect(codes(resolved.layers)).toEqual([['closed']]);
    expect(resolved.validUntil).toBeNull();
  });

  it('of several uses play only when all hold', () => {
    const layers: ScheduleLayer[] = [
      {
        layerCode: 'main',
        channels: [
          channel('c', [gated('both', 1, active('lunch')), row('plain', 2)], {
            triggerUses: [active('open')],
          }),
        ],
      },
    ];
    const during = at('2026-01-14T10:30:00Z');
    const both = resolveSchedule(layers, zone, during, triggers);
    expect(codes(both.layers)).toEqual([['both', 'plain']]);
    // Proof of play names the most specific trigger: the row's, else the channel's.
    expect(both.layers[0]?.items.map((item) => item.triggerCode)).toEqual(['lunch', 'open']);
    const closed = { ...triggers, open: open('off') };
    expect(codes(resolveSchedule(layers, zone, during, closed).layers)).toEqual([[]]);
  });
});

describe('timer interrupts', () => {
  const layers = mainLayer(
    row('loop', 1),
    gated('jingle', 2, active('quarterly')),
    gated('quiet', 3, inactive('quarterly')),
  );

  it('never play on schedule; Inactive uses of a timer always hold', () => {
    const resolved = resolveSchedule(layers, zone, at('2026-01-14T09:07:00Z'), triggers);
    expect(codes(resolved.layers)).toEqual([['loop', 'quiet']]);
  });

  it('end the answer at the next firing and say what it plays in place of the layer', () => {
    const resolved = resolveSchedule(layers, zone, at('2026-01-14T09:07:00Z'), triggers);
    expect(resolved.validUntil).toEqual(at('2026-01-14T09:15:00Z'));
    expect(resolved.nextInterrupt).toEqual({
      at: at('2026-01-14T09:15:00Z'),
      triggerCode: 'quarterly',
      layers: [
        {
          layerCode: 'main',
          items: [
            {
              channelCode: 'c',
              broadcastMediaCode: 'jingle',
              mediaCode: 'media-jingle',
              durationMs: null,
              triggerCode: 'quarterly',
            },
          ],
        },
      ],
    });
  });

  it('skip firings while the tied media is outside its periods', () => {
    const evening = mainLayer(
      row('loop', 1),
      gated('jingle', 2, active('quarterly'), {
        periods: [period({ weekdayStartTime: '18:00', weekdayEndTime: '18:59' })],
      }),
    );
    const found = nextInterrupt(evening, zone, at('2026-01-14T09:07:00Z'), triggers);
    expect(found?.at).toEqual(at('2026-01-14T17:00:00Z'));
    const late = nextInterrupt(evening, zone, at('2026-01-14T17:50:00Z'), triggers);
    expect(late?.at).toEqual(at('2026-01-15T17:00:00Z'));
  });

  it('are none without a tied row or trigger states', () => {
    expect(
      nextInterrupt(mainLayer(row('loop', 1)), zone, at('2026-01-14T09:07:00Z'), triggers),
    ).toBeNull();
    expect(nextInterrupt(layers, zone, at('2026-01-14T09:07:00Z'), undefined)).toBeNull();
    const disabled = { ...triggers, quarterly: { ...quarterly, setting: null } };
    expect(nextInterrupt(layers, zone, at('2026-01-14T09:07:00Z'), disabled)).toBeNull();
  });
});

describe('external interrupts', () => {
  it('play their Active-tied media once when the value turns active', () => {
    const layers = mainLayer(row('loop', 1), gated('ring', 2, active('doorbell')));
    const now = at('2026-01-14T09:00:00Z');
    const rung = { ...triggers, doorbell: { ...doorbell, setting: { value: 'on' } } };
    expect(codes(resolveSchedule(layers, zone, now, rung).layers)).toEqual([['loop']]);
    expect(codes(interruptAt(layers, zone, now, 'doorbell', rung))).toEqual([['ring']]);
    expect(interruptAt(layers, zone, now, 'lunch', rung)).toEqual([]);
  });
});

describe('broadcasts with triggers, campaigns, selections and content types', () => {
  const screen: PlayerFacts = {
    playerCode: 'p-1',
    name: 'Shop window',
    locationCode: null,
    playerFormatCode: 'landscape',
    layerCodes: ['main'],
    tagCodes: [],
    statusValues: [],
  };
  const group = (code: string, values: Partial<ScheduleGroup> = {}): ScheduleGroup => ({
    groupCode: code,
    condition: null,
    fixedPlayerCodes: ['p-1'],
    layerCodes: ['main'],
    rows: [row(`${code}-a`, 1)],
    ...values,
  });
  const broadcast = (values: Partial<ScheduleBroadcast> = {}): ScheduleBroadcast => ({
    broadcastCode: 'b',
    status: 'Confirmed',
    isTakeover: false,
    periods: [],
    groups: [group('g1'), group('g2')],
    ...values,
  });
  const own: ScheduleLayer[] = [{ layerCode: 'main', channels: [] }];
  const play = (
    broadcasts: ScheduleBroadcast[],
    accepted?: string[],
    when = '2026-01-14T10:30:00Z',
  ) =>
    codes(
      resolveSchedule(
        screenLayers({ ...screen, acceptedContentTypes: accepted }, own, broadcasts),
        zone,
        at(when),
        triggers,
      ).layers,
    )[0];

  it('a standard broadcast plays its first group, a campaign every group', () => {
    expect(play([broadcast()])).toEqual(['g1-a']);
    expect(play([broadcast({ broadcastType: 'Campaign' })])).toEqual(['g1-a', 'g2-a']);
  });

  it("a campaign row plays only while its trigger holds, and the broadcast's too", () => {
    const campaign = broadcast({
      broadcastType: 'Campaign',
      groups: [
        group('g1', { triggerUse: active('lunch') }),
        group('g2', { triggerUse: inactive('lunch') }),
      ],
    });
    expect(play([campaign])).toEqual(['g1-a']);
    expect(play([campaign], undefined, '2026-01-14T09:00:00Z')).toEqual(['g2-a']);
    const closed = { ...campaign, triggerUse: inactive('open') };
    expect(play([closed])).toEqual([]);
  });

  it('an interactive broadcast never plays on schedule', () => {
    const selection = broadcast({ isInteractive: true });
    expect(play([selection])).toEqual([]);
    const layers = screenLayers(screen, own, [selection]);
    expect(layers[0]?.channels[0]?.origin).toMatchObject({ isInteractive: true });
  });

  it('an interactive broadcast offers each group that reaches the screen, as a campaign plays them', () => {
    const selection = broadcast({ isInteractive: true, groups: [group('g1'), group('g2')] });
    const channels = screenLayers(screen, own, [selection])[0]?.channels ?? [];
    expect(channels.map((c) => c.origin?.kind === 'broadcast' && c.origin.groupCode)).toEqual([
      'g1',
      'g2',
    ]);
    expect(channels.every((c) => !c.isActive)).toBe(true);
  });

  it('a group of a content type the screen refuses is left out, and the next plays', () => {
    const typed = broadcast({ groups: [group('g1', { contentTypeTagCode: 'menu' }), group('g2')] });
    expect(play([typed], ['promotion'])).toEqual(['g2-a']);
    expect(play([typed], ['menu'])).toEqual(['g1-a']);
    expect(play([typed], [])).toEqual(['g1-a']);
    expect(play([typed])).toEqual(['g1-a']);
    const layers = screenLayers({ ...screen, acceptedContentTypes: ['promotion'] }, own, [typed]);
    const explanation = explainSchedule(layers, zone, at('2026-01-14T10:30:00Z'), triggers);
    expect(explanation.layers[0]?.channels[0]).toMatchObject({
      verdict: 'inactive',
      origin: { refusedContentType: 'menu' },
    });
  });
});
