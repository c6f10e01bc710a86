import type { ScreenManifest } from '@marquee/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import type { ShownItem } from './layer-player';
import { manifestStep } from './manifest-step';
import { forgetManifest, loadManifest, saveManifest, takeTriggerValue } from './manifest-store';
import { Stage } from './stage';
import {
  testChannel,
  testManifest,
  testRow,
  testSign,
  testTrigger,
  type TestRow,
} from './test-manifests';

afterEach(() => {
  vi.useRealTimers();
});

/** A row of a sign playing while `triggerUse` holds. */
const row = (code: string, durationMs: number, triggerUse: TestRow['triggerUse'] = null) =>
  testRow(code, { durationMs, triggerUse });

/** One full-screen layer whose one channel plays `rows`, by these trigger states. */
const manifestOf = (rows: TestRow[], triggers: ScreenManifest['triggers']) =>
  testManifest([testChannel('B1_G1', rows, { name: 'Breakfast', groupCode: 'G1' })], {
    media: rows.map((r) => testSign(r.mediaCode)),
    triggers,
  });

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
        DAY: testTrigger(
          { name: 'Breakfast', triggerGroup: 'Dayparts', actionType: 'Play' },
          { dayparts: [{ dayOfWeeks: 127, weekdayStartTime: '08:00', weekdayEndTime: '10:59' }] },
        ),
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
        TEN: testTrigger(
          { name: 'Every ten minutes', triggerGroup: 'Timer', actionType: 'Interrupt' },
          { interval: { minutes: 10, seconds: 0 } },
        ),
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

const rain = { triggerCode: 'RAIN', playWhen: 'Active' as const };
/** Sunglasses while it does not rain, umbrellas while the External `rain` is `yes`. */
const rainyDay = (value: string) =>
  manifestOf(
    [row('SUNGLASSES', 60_000, { ...rain, playWhen: 'Inactive' }), row('UMBRELLAS', 60_000, rain)],
    {
      RAIN: testTrigger(
        {
          name: 'Rain',
          triggerGroup: 'External',
          actionType: 'Play',
          variableName: 'rain',
          activeValue: 'yes',
        },
        { value },
      ),
    },
  );

it('plays by an external value the gateway sends at once, ahead of the new manifest', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-04T12:00:00Z'));
  const stage = new Stage(rainyDay('no'), () => {});
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

it('keeps the last value heard, so a restart while offline plays by it', async () => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-05-04T12:00:00Z'));
  const fetched = rainyDay('no');
  saveManifest(fetched);
  const stage = new Stage(fetched, () => {});
  stage.start();
  expect(takeTriggerValue(stage, 'OTHER', 'yes')).toBeNull();
  expect(takeTriggerValue(stage, 'RAIN', 'yes')).toBe(stage.manifest);
  stage.stop();

  const restarted = new Stage(loadManifest()!, () => {});
  restarted.start();
  await vi.advanceTimersByTimeAsync(4000);
  expect(restarted.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'UMBRELLAS' }]);
  // Back online, the gateway's next hash is fetched even when it is the one fetched before (the
  // value went back while the screen was away): the kept manifest no longer claims it.
  const held = { playing: restarted.manifest.hashCode, cached: restarted.manifest.hashCode };
  expect(manifestStep(fetched.hashCode, held)).toBe('fetch');
  restarted.stop();
  forgetManifest();
  expect(loadManifest()).toBeNull();
});
