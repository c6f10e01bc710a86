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

it('frames a sign with its origin but no script, and a web page with scripts but no origin', async () => {
  vi.useFakeTimers();
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 200 })),
  );
  const medias: Record<string, Media> = {
    sign: {
      mediaCode: 'sign',
      mediaType: 'HtmlAd',
      url: '/screen/signs/sign',
      contentHash: 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg',
      durationMs: null,
    } as unknown as Media,
    page: {
      mediaCode: 'page',
      mediaType: 'WebPage',
      url: 'https://menu.example.com/',
      contentHash: null,
      durationMs: null,
    } as unknown as Media,
  };
  const container = document.createElement('div');
  // Each frame is taken away once the next item shows, so they are noted as they come.
  const frames: HTMLIFrameElement[] = [];
  new MutationObserver((changes) =>
    changes.forEach((change) =>
      change.addedNodes.forEach((node) => node instanceof HTMLIFrameElement && frames.push(node)),
    ),
  ).observe(container, { childList: true });
  const player = new LayerPlayer(
    'layer-1',
    container,
    (code) => medias[code],
    vi.fn(),
    () => {},
  );
  player.setItems([
    { channelCode: 'c1', broadcastMediaCode: 'row-1', mediaCode: 'sign', durationMs: 1000 },
    { channelCode: 'c1', broadcastMediaCode: 'row-2', mediaCode: 'page', durationMs: 1000 },
  ]);
  // A frame that never says it loaded is shown after 3 s; both have been shown by 10 s.
  await vi.advanceTimersByTimeAsync(10_000);
  const sandboxOf = (code: string) =>
    frames.find((frame) => frame.title === code)?.getAttribute('sandbox');
  expect(sandboxOf('sign')).toBe('allow-same-origin');
  expect(sandboxOf('page')).toBe('allow-scripts');
  player.stop();
});
