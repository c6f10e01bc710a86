import type { ScreenManifest } from '@marquee/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import type { ShownItem } from './layer-player';
import { Stage } from './stage';

type Row = ScreenManifest['layers'][number]['channels'][number]['rows'][number];

afterEach(() => {
  vi.useRealTimers();
});

/** A row of a sign (a frame that counts as loaded within 3 s) playing while `triggerUse` holds. */
const row = (code: string, durationMs: number, triggerUse: Row['triggerUse'] = null): Row => ({
  broadcastMediaCode: `R-${code}`,
  mediaCode: code,
  orderN: 1,
  durationMs,
  isPaused: false,
  periods: [],
  triggerUse,
});

/** One full-screen layer whose one channel plays `rows`, by these trigger states. */
function manifestOf(rows: Row[], triggers: ScreenManifest['triggers']): ScreenManifest {
  return {
    playerCode: 'P1',
    name: 'Entrance',
    showNameInfo: false,
    timeZone: 'UTC',
    mountedDirection: 'Landscape',
    format: { playerFormatCode: 'F1', width: 1920, height: 1080 },
    layers: [
      {
        layerCode: 'L1',
        name: 'Main',
        x: 0,
        y: 0,
        width: 1920,
        height: 1080,
        zOrder: 0,
        channels: [
          {
            channelCode: 'B1_G1',
            name: 'Breakfast',
            isActive: true,
            isTakeover: false,
            source: 'broadcast',
            broadcastCode: 'B1',
            groupCode: 'G1',
            periods: [],
            triggerUses: [],
            rows,
            isInteractive: false,
            idleTimeoutSeconds: null,
          },
        ],
      },
    ],
    media: rows.map((r) => ({
      mediaCode: r.mediaCode,
      mediaType: 'HtmlAd' as const,
      url: `/screen/signs/${r.mediaCode}`,
      contentHash: null,
      width: null,
      height: null,
      durationMs: null,
    })),
    settings: {},
    triggers,
    hashCode: 'hash',
    generatedAt: '2026-05-01T00:00:00Z',
  };
}

/** The media codes the schedule last gave the stage's one layer. */
function scheduledOf(stage: Stage) {
  const setItems = vi.spyOn(stage.layers[0]!, 'setItems');
  return () => setItems.mock.lastCall?.[0].map((item) => item.mediaCode);
}

it('switches at a daypart’s start, within two seconds, by the cached manifest alone', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-04T07:59:50Z'));
  const breakfast = { triggerCode: 'DAY', playWhen: 'Active' as const };
  const stage = new Stage(
    manifestOf(
      [
        row('NIGHT', 60_000, { ...breakfast, playWhen: 'Inactive' }),
        row('MORNING', 60_000, breakfast),
      ],
      {
        DAY: {
          definition: {
            name: 'Breakfast',
            triggerGroup: 'Dayparts',
            actionType: 'Play',
            variableName: null,
            activeValue: null,
          },
          setting: {
            dayparts: [{ dayOfWeeks: 127, weekdayStartTime: '08:00', weekdayEndTime: '10:59' }],
          },
        },
      },
    ),
    () => {},
  );
  stage.start();
  const scheduled = scheduledOf(stage);
  await vi.advanceTimersByTimeAsync(5000);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'NIGHT' }]);
  // The resolve timer runs out at 08:00:00 exactly, not at its next minute.
  await vi.advanceTimersByTimeAsync(5000);
  expect(scheduled()).toEqual(['MORNING']);
  // Its frame loads (within 3 s here) and takes the layer.
  await vi.advanceTimersByTimeAsync(3500);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'MORNING' }]);
  stage.stop();
});

it('plays a timer’s media once at its firing in place of the layer, then goes back', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-04T09:59:50Z'));
  const shown: ShownItem[] = [];
  const stage = new Stage(
    manifestOf(
      [row('MENU', 60_000), row('OFFER', 5000, { triggerCode: 'TEN', playWhen: 'Active' })],
      {
        TEN: {
          definition: {
            name: 'Every ten minutes',
            triggerGroup: 'Timer',
            actionType: 'Interrupt',
            variableName: null,
            activeValue: null,
          },
          setting: { interval: { minutes: 10, seconds: 0 } },
        },
      },
    ),
    () => {},
    (_manifest, _layer, item) => shown.push(item),
  );
  stage.start();
  await vi.advanceTimersByTimeAsync(5000);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'MENU' }]);
  // 10:00:00 fires; the offer's frame loads (3 s) and shows for its 5 s.
  await vi.advanceTimersByTimeAsync(5000 + 4000);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'OFFER' }]);
  await vi.advanceTimersByTimeAsync(8000);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'MENU' }]);
  const offers = shown.filter((item) => item.item.mediaCode === 'OFFER');
  expect(offers).toHaveLength(1);
  expect(offers[0]).toMatchObject({ isInterrupt: true, item: { triggerCode: 'TEN' } });
  // Between firings the offer never plays by schedule.
  await vi.advanceTimersByTimeAsync(120_000);
  expect(shown.filter((item) => item.item.mediaCode === 'OFFER')).toHaveLength(1);
  stage.stop();
});

it('plays by an external value the gateway sends at once, ahead of the new manifest', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-04T12:00:00Z'));
  const rain = { triggerCode: 'RAIN', playWhen: 'Active' as const };
  const stage = new Stage(
    manifestOf(
      [
        row('SUNGLASSES', 60_000, { ...rain, playWhen: 'Inactive' }),
        row('UMBRELLAS', 60_000, rain),
      ],
      {
        RAIN: {
          definition: {
            name: 'Rain',
            triggerGroup: 'External',
            actionType: 'Play',
            variableName: 'rain',
            activeValue: 'yes',
          },
          setting: { value: 'no' },
        },
      },
    ),
    () => {},
  );
  stage.start();
  await vi.advanceTimersByTimeAsync(4000);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'SUNGLASSES' }]);
  const scheduled = scheduledOf(stage);
  stage.setTriggerValue('RAIN', 'Yes');
  expect(scheduled()).toEqual(['UMBRELLAS']);
  expect(stage.manifest.triggers.RAIN?.setting?.value).toBe('Yes');
  await vi.advanceTimersByTimeAsync(4000);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'UMBRELLAS' }]);
  // A trigger the manifest does not hold changes nothing.
  stage.setTriggerValue('OTHER', 'yes');
  expect(stage.manifest.triggers.OTHER).toBeUndefined();
  stage.stop();
});
