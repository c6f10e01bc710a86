import { expect, it } from 'vitest';
import type { ScreenManifest } from '@marquee/contracts';
import { layerBox, resolveDelayMs, Stage } from './stage';

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
  const manifest = {
    name: 'Lobby',
    showNameInfo: false,
    timeZone: 'UTC',
    format: { width: 1920, height: 1080 },
    layers: [],
    media: [],
  } as unknown as ScreenManifest;
  const stage = new Stage(manifest, () => {});
  stage.start();
  const texts = stage.shownTexts().map((text) => text.textContent);
  expect(texts).toHaveLength(2);
  expect(texts[0]).toMatch(/\d\d:\d\d/);
  expect(texts[1]).toBe('Lobby');
  stage.stop();
});
