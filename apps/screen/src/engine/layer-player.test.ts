import type { ScreenManifest } from '@marquee/contracts';
import { afterEach, expect, it, vi } from 'vitest';
import { LayerPlayer } from './layer-player';

type Media = ScreenManifest['media'][number];

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

it('skips a web page that cannot be reached and reports it, never showing the broken page', async () => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    }),
  );
  const page = {
    mediaCode: 'menu-page',
    mediaType: 'WebPage',
    url: 'https://menu.example.com/',
    contentHash: null,
    durationMs: null,
  } as unknown as Media;
  const container = document.createElement('div');
  const log = vi.fn();
  const player = new LayerPlayer(
    'layer-1',
    container,
    () => page,
    log,
    () => {},
  );
  player.setItems([
    { channelCode: 'c1', broadcastMediaCode: 'row-1', mediaCode: 'menu-page', durationMs: null },
  ]);
  await vi.advanceTimersByTimeAsync(5000);
  expect(player.isEmpty).toBe(true);
  expect(container.querySelector('iframe.shown')).toBeNull();
  expect(log).toHaveBeenCalledWith(
    'error',
    'menu-page: Error: web page https://menu.example.com/ could not be reached; skipped',
  );
  player.stop();
});
