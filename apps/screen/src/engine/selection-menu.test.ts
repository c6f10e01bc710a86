import type { ScreenManifest } from '@marquee/contracts';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { playRecordOf } from './play-record';
import { selectionChoices } from './selections';
import { Stage } from './stage';
import { testChannel, testManifest, testRow, type TestChannel } from './test-manifests';

const photo = (mediaCode: string) => ({
  mediaCode,
  mediaType: 'Photo' as const,
  url: `/screen-api/media/${mediaCode}`,
  contentHash: `hash-${mediaCode}`,
  width: 1920,
  height: 1080,
  durationMs: null,
});

const channel = (channelCode: string, mediaCodes: string[], values: Partial<TestChannel> = {}) =>
  testChannel(
    channelCode,
    mediaCodes.map((mediaCode, orderN) =>
      testRow(mediaCode, { broadcastMediaCode: `${channelCode}-${mediaCode}`, orderN }),
    ),
    values,
  );

/** A selection offered on the menu, as the server sends it: never active by schedule. */
const selection = (channelCode: string, name: string, mediaCodes: string[]) =>
  channel(channelCode, mediaCodes, {
    name,
    isActive: false,
    broadcastCode: 'SEL',
    isInteractive: true,
    idleTimeoutSeconds: 20,
  });

/** One full-screen layer: the schedule plays AD; Breakfast and Lunch wait on the menu. */
const manifest = (channels: TestChannel[]) =>
  testManifest(channels, { media: ['AD', 'EGGS', 'TOAST', 'SOUP'].map(photo) });

const withSelections = () =>
  manifest([
    channel('SCHED', ['AD']),
    selection('BREAKFAST', 'Breakfast', ['EGGS', 'TOAST']),
    selection('LUNCH', 'Lunch', ['SOUP']),
  ]);

let stage: Stage;
beforeEach(() => {
  vi.useFakeTimers();
  // jsdom decodes no images: every photo is ready at once.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => Promise.resolve(),
  });
});
afterEach(() => {
  stage?.stop();
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
  vi.useRealTimers();
});

const start = async (played: ScreenManifest) => {
  stage = new Stage(played, () => {});
  document.body.append(stage.root);
  stage.start();
  await vi.advanceTimersByTimeAsync(0);
};
const showing = () => stage.nowPlaying()[0]?.mediaCode;
const menu = () => stage.root.querySelector<HTMLElement>('.selection-menu');
const hint = () => stage.root.querySelector<HTMLElement>('.selection-hint');
const tap = () => stage.root.dispatchEvent(new Event('pointerdown', { bubbles: true }));
const choose = (channelCode: string) => {
  const button = stage.root.querySelector<HTMLButtonElement>(`[data-channel="${channelCode}"]`);
  button?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  button?.click();
};

it('offers each selection once, named by its group, with its first media as the picture', () => {
  const twoLayers = withSelections();
  twoLayers.layers.push({ ...twoLayers.layers[0]!, layerCode: 'L2', zOrder: 1 });
  expect(
    selectionChoices(twoLayers).map(({ channelCode, name, picture, idleTimeoutMs }) => ({
      channelCode,
      name,
      picture: picture?.mediaCode,
      idleTimeoutMs,
    })),
  ).toEqual([
    { channelCode: 'BREAKFAST', name: 'Breakfast', picture: 'EGGS', idleTimeoutMs: 20_000 },
    { channelCode: 'LUNCH', name: 'Lunch', picture: 'SOUP', idleTimeoutMs: 20_000 },
  ]);
});

it('shows no hint and no menu on a screen without selections', async () => {
  await start(manifest([channel('SCHED', ['AD'])]));
  tap();
  expect(hint()).toBeNull();
  expect(menu()).toBeNull();
  expect(showing()).toBe('AD');
});

it('shows the hint; a tap opens the menu of the groups over the schedule, which plays on', async () => {
  await start(withSelections());
  expect(showing()).toBe('AD');
  expect(hint()?.hidden).toBe(false);
  expect(hint()?.textContent).toBe('Touch to choose');
  expect(menu()?.hidden).toBe(true);
  tap();
  expect(menu()?.hidden).toBe(false);
  expect(hint()?.hidden).toBe(true);
  const buttons = [...menu()!.querySelectorAll('button')];
  expect(buttons.map((b) => b.textContent)).toEqual(['Breakfast', 'Lunch']);
  expect(buttons[0]?.querySelector('img')?.getAttribute('src')).toBe('/screen-api/media/EGGS');
  expect(showing()).toBe('AD');
});

it('plays a choice on its layer in a loop while touched, then yields to the schedule once idle', async () => {
  await start(withSelections());
  tap();
  choose('BREAKFAST');
  await vi.advanceTimersByTimeAsync(0);
  expect(menu()?.hidden).toBe(true);
  expect(showing()).toBe('EGGS');
  await vi.advanceTimersByTimeAsync(5000);
  expect(showing()).toBe('TOAST');
  // A touch before the timeout keeps it: the menu opens, and closing it keeps the choice.
  tap();
  expect(menu()?.hidden).toBe(false);
  choose('BREAKFAST');
  await vi.advanceTimersByTimeAsync(5000);
  expect(showing()).toBe('EGGS');
  await vi.advanceTimersByTimeAsync(10_000);
  expect(showing()).toBe('EGGS');
  // 20 s after the last touch the schedule plays again.
  await vi.advanceTimersByTimeAsync(5000);
  expect(showing()).toBe('AD');
  expect(hint()?.hidden).toBe(false);
});

it('closes a menu left alone without a choice, and the schedule never stopped', async () => {
  await start(withSelections());
  tap();
  await vi.advanceTimersByTimeAsync(20_000);
  expect(menu()?.hidden).toBe(true);
  expect(showing()).toBe('AD');
});

it('records what a choice played as played by the selection', () => {
  const played = withSelections();
  const shown = {
    item: {
      channelCode: 'LUNCH',
      broadcastMediaCode: 'LUNCH-SOUP',
      mediaCode: 'SOUP',
      durationMs: 5000,
    },
    startedAtMs: Date.parse('2026-05-01T10:00:00Z'),
    durationMs: 5000,
    isInterrupt: false,
  };
  expect(playRecordOf(played, 'L1', shown, (ms) => ms, 'id')).toMatchObject({
    source: 'selection',
    broadcastCode: 'SEL',
    mediaCode: 'SOUP',
  });
  const scheduled = { ...shown, item: { ...shown.item, channelCode: 'SCHED' } };
  expect(playRecordOf(played, 'L1', scheduled, (ms) => ms, 'id').source).toBe('schedule');
});
