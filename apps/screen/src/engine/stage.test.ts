import { expect, it, vi } from 'vitest';
import type { ScreenManifest } from '@marquee/contracts';
import { differsOnlyInFiles, layerBox, resolveDelayMs, Stage } from './stage';
import { testChannel, testManifest, testRow, testSign } from './test-manifests';

it('places a layer by its share of the format, so it scales with any window', () => {
  expect(
    layerBox({ x: 0, y: 540, width: 960, height: 540 }, { width: 1920, height: 1080 }),
  ).toEqual({
    left: '0.0000%',
    top: '50.0000%',
    width: '50.0000%',
    height: '50.0000%',
  });
});

it('resolves again when the answer runs out, never in a busy loop and at least each minute', () => {
  const now = new Date('2026-05-01T10:00:00Z');
  expect(resolveDelayMs(new Date('2026-05-01T10:00:05Z'), now)).toBe(5000);
  expect(resolveDelayMs(new Date('2026-05-01T09:59:00Z'), now)).toBe(250);
  expect(resolveDelayMs(new Date('2026-05-02T10:00:00Z'), now)).toBe(60_000);
  expect(resolveDelayMs(null, now)).toBe(60_000);
});

it('names the idle clock and mark as the text a screenshot draws, and no hidden text', () => {
  const stage = new Stage(testManifest([], { name: 'Lobby', layers: [] }), () => {});
  stage.start();
  const texts = stage.shownTexts().map((text) => text.textContent);
  expect(texts).toHaveLength(2);
  expect(texts[0]).toMatch(/\d\d:\d\d/);
  expect(texts[1]).toBe('Lobby');
  stage.stop();
});

/** One full-screen layer playing one sign, whose wide document has `hash`. */
const signManifest = (hash: string): ScreenManifest =>
  testManifest(
    [
      testChannel('C1', [testRow('SIGN1', { broadcastMediaCode: 'R1', durationMs: null })], {
        name: 'Prices',
        source: 'manual',
        broadcastCode: null,
      }),
    ],
    {
      media: [
        testSign('SIGN1', {
          contentHash: hash,
          documents: [
            {
              orientation: '16:9',
              width: 1920,
              height: 1080,
              url: '/screen/signs/SIGN1/0',
              contentHash: hash,
            },
          ],
        }),
      ],
      hashCode: `manifest-${hash}`,
    },
  );

it('plays a manifest in place only when no more than its files and settings changed', () => {
  const before = signManifest('first0hash0first0hash');
  const redrawn = signManifest('second0hash0second0h');
  expect(differsOnlyInFiles(before, redrawn)).toBe(true);
  expect(differsOnlyInFiles(before, { ...redrawn, settings: { Volume: '20' } })).toBe(true);
  expect(differsOnlyInFiles(before, { ...redrawn, name: 'Bakery' })).toBe(false);
  const moved = structuredClone(redrawn);
  moved.layers[0]!.width = 960;
  expect(differsOnlyInFiles(before, moved)).toBe(false);
  const reordered = structuredClone(redrawn);
  reordered.layers[0]!.channels[0]!.rows[0]!.durationMs = 5000;
  expect(differsOnlyInFiles(before, reordered)).toBe(false);
});

it('takes a redrawn sign into the layer playing it, and fits signs again when the window resizes', async () => {
  vi.useFakeTimers();
  const stage = new Stage(signManifest('first0hash0first0hash'), () => {});
  document.body.append(stage.root);
  stage.start();
  await vi.advanceTimersByTimeAsync(3000);
  const layer = stage.root.querySelector('[data-layer="L1"]')!;
  const frameSources = () =>
    [...layer.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src'));
  expect(frameSources()).toEqual(['/screen/signs/SIGN1/0?v=first0hash0first0hash']);

  const redrawn = signManifest('second0hash0second0h');
  stage.update(redrawn);
  expect(stage.manifest).toBe(redrawn);
  expect(stage.root.querySelector('[data-layer="L1"]')).toBe(layer);
  expect(frameSources()).toEqual([
    '/screen/signs/SIGN1/0?v=first0hash0first0hash',
    '/screen/signs/SIGN1/0?v=second0hash0second0h',
  ]);
  await vi.advanceTimersByTimeAsync(4000);
  expect(frameSources()).toEqual(['/screen/signs/SIGN1/0?v=second0hash0second0h']);

  const rescale = vi.spyOn(stage.layers[0]!, 'rescale');
  window.dispatchEvent(new Event('resize'));
  expect(rescale).toHaveBeenCalledOnce();
  stage.stop();
  window.dispatchEvent(new Event('resize'));
  expect(rescale).toHaveBeenCalledOnce();
  vi.useRealTimers();
});

it('plays a repeating takeover only inside its windows, switching at their edges', async () => {
  vi.useFakeTimers();
  // 09:59:50 UTC; the takeover's window opens at 10:00:00 and lasts 20 seconds.
  vi.setSystemTime(new Date('2026-05-04T09:59:50Z'));
  const stage = new Stage(
    testManifest(
      [
        testChannel('C1', [testRow('SHOP', { durationMs: 60_000 })]),
        testChannel('C2', [testRow('FLASH', { broadcastMediaCode: 'R2', durationMs: 60_000 })], {
          isTakeover: true,
          takeoverRecurrence: { everyMinutes: 30, forSeconds: 20 },
        }),
      ],
      { media: [testSign('SHOP'), testSign('FLASH')] },
    ),
    () => {},
  );
  stage.start();
  await vi.advanceTimersByTimeAsync(5000);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'SHOP' }]);
  // Switched at 10:00:00, its frame loads (within 3 s here) and takes the layer.
  await vi.advanceTimersByTimeAsync(10_000);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'FLASH' }]);
  await vi.advanceTimersByTimeAsync(20_000);
  expect(stage.nowPlaying()).toEqual([{ layerCode: 'L1', mediaCode: 'SHOP' }]);
  stage.stop();
  vi.useRealTimers();
});
