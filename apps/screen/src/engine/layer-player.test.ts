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
    { width: 1920, height: 1080 },
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
    { width: 1920, height: 1080 },
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

const hashes = {
  first: 'first0hash0first0hash',
  second: 'second0hash0second0h',
  tall: 'tall0hash0tall0hash0',
};

/** A sign of one wide and one tall document, the wide one at `wideHash`. */
function sign(mediaCode: string, wideHash: string): Media {
  return {
    mediaCode,
    mediaType: 'HtmlAd',
    url: `/screen/signs/${mediaCode}`,
    contentHash: wideHash,
    width: null,
    height: null,
    durationMs: null,
    documents: [
      {
        orientation: '16:9',
        width: 1920,
        height: 1080,
        url: `/screen/signs/${mediaCode}/0`,
        contentHash: wideHash,
      },
      {
        orientation: '9:16',
        width: 1080,
        height: 1920,
        url: `/screen/signs/${mediaCode}/1`,
        contentHash: hashes.tall,
      },
    ],
  };
}

/** A layer's box with the size the page laid it out at. */
function layerBox(width: number, height: number): HTMLElement {
  const box = document.createElement('div');
  Object.defineProperty(box, 'clientWidth', { configurable: true, get: () => width });
  Object.defineProperty(box, 'clientHeight', { configurable: true, get: () => height });
  return box;
}

const row = (broadcastMediaCode: string, mediaCode: string) => ({
  channelCode: 'c1',
  broadcastMediaCode,
  mediaCode,
  durationMs: 10_000,
});

it('plays the document nearest the layer, at its own pixels scaled to fit, and fits it again on a resize', async () => {
  vi.useFakeTimers();
  let width = 540;
  const container = document.createElement('div');
  Object.defineProperty(container, 'clientWidth', { get: () => width });
  Object.defineProperty(container, 'clientHeight', { get: () => 960 });
  const player = new LayerPlayer(
    'layer-1',
    container,
    { width: 1080, height: 1920 },
    () => sign('SIGN1', hashes.first),
    vi.fn(),
    () => {},
  );
  player.setItems([row('row-1', 'SIGN1')]);
  await vi.advanceTimersByTimeAsync(3000);
  const frame = container.querySelector('iframe.shown') as HTMLIFrameElement;
  expect(frame.getAttribute('src')).toBe(`/screen/signs/SIGN1/1?v=${hashes.tall}`);
  expect(frame.getAttribute('sandbox')).toBe('allow-same-origin');
  expect(frame.style.width).toBe('1080px');
  expect(frame.style.height).toBe('1920px');
  expect(frame.style.transform).toBe('translate(0px, 0px) scale(0.5)');
  width = 1080;
  player.rescale();
  expect(frame.style.transform).toBe('translate(270px, 0px) scale(0.5)');
  player.stop();
});

it('swaps a sign drawn again while on show in place: no gap, and the playlist keeps its time', async () => {
  vi.useFakeTimers();
  const medias: Record<string, Media> = {
    SIGN1: sign('SIGN1', hashes.first),
    SIGN2: sign('SIGN2', hashes.first),
  };
  const container = layerBox(960, 540);
  const player = new LayerPlayer(
    'layer-1',
    container,
    { width: 1920, height: 1080 },
    (code) => medias[code],
    vi.fn(),
    () => {},
  );
  const items = () => [row('row-1', 'SIGN1'), row('row-2', 'SIGN2')];
  const shownSources = () =>
    [...container.querySelectorAll('iframe.shown')].map((frame) => frame.getAttribute('src'));
  player.setItems(items());
  // Unconfirmed frames show after 3 s: the first sign is on show from then until 13 s.
  await vi.advanceTimersByTimeAsync(3000);
  expect(shownSources()).toEqual([`/screen/signs/SIGN1/0?v=${hashes.first}`]);
  await vi.advanceTimersByTimeAsync(4000);

  // At 7 s a price changes: the manifest names a new document for the sign on show.
  medias.SIGN1 = sign('SIGN1', hashes.second);
  player.setItems(items());
  const replacement = container.querySelector('iframe:not(.shown)') as HTMLIFrameElement;
  expect(replacement.getAttribute('src')).toBe(`/screen/signs/SIGN1/0?v=${hashes.second}`);
  expect(replacement.getAttribute('sandbox')).toBe('allow-same-origin');
  expect(replacement.style.transform).toBe('translate(0px, 0px) scale(0.5)');
  // The same manifest again starts no second load.
  player.setItems(items());
  expect(container.querySelectorAll('iframe')).toHaveLength(2);

  // Something is on show all the while; the new document fades in over the old one.
  for (let at = 7000; at < 12_900; at += 100) {
    expect(shownSources().length).toBeGreaterThan(0);
    await vi.advanceTimersByTimeAsync(100);
  }
  expect(shownSources()).toEqual([`/screen/signs/SIGN1/0?v=${hashes.second}`]);
  expect(container.querySelectorAll('iframe')).toHaveLength(1);
  expect(player.current?.item.mediaCode).toBe('SIGN1');

  // The sign leaves when its own 10 s are up, not 10 s after the swap.
  await vi.advanceTimersByTimeAsync(3200);
  expect(player.current?.item.mediaCode).toBe('SIGN2');
  player.stop();
});

it('keeps a photo on show when its replaced file cannot be loaded, and says why', async () => {
  vi.useFakeTimers();
  const photo = (contentHash: string) =>
    ({
      mediaCode: 'PHOTO1',
      mediaType: 'Photo',
      url: '/screen-api/media/PHOTO1',
      contentHash,
      width: 640,
      height: 360,
      durationMs: null,
    }) satisfies Media;
  let media = photo(hashes.first);
  // The page's decoder: the first file decodes, the replacement does not.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value(this: HTMLImageElement) {
      return this.src.includes(hashes.second)
        ? Promise.reject(new Error('broken file'))
        : Promise.resolve();
    },
  });
  const container = layerBox(960, 540);
  const log = vi.fn();
  const player = new LayerPlayer(
    'layer-1',
    container,
    { width: 1920, height: 1080 },
    () => media,
    log,
    () => {},
  );
  player.setItems([row('row-1', 'PHOTO1')]);
  await vi.advanceTimersByTimeAsync(100);
  const shown = container.querySelector('img.shown');
  expect(shown?.getAttribute('src')).toBe(`/screen-api/media/PHOTO1?v=${hashes.first}`);

  media = photo(hashes.second);
  player.setItems([row('row-1', 'PHOTO1')]);
  await vi.advanceTimersByTimeAsync(1000);
  expect([...container.querySelectorAll('img')]).toEqual([shown]);
  expect(log).toHaveBeenCalledWith('error', 'PHOTO1: Error: broken file');
  player.stop();
  delete (HTMLImageElement.prototype as { decode?: unknown }).decode;
});

it('tells of each item as it leaves, with the time it really showed', async () => {
  vi.useFakeTimers();
  const medias: Record<string, Media> = { a: sign('a', hashes.first), b: sign('b', hashes.second) };
  const onShown = vi.fn();
  const player = new LayerPlayer(
    'layer-1',
    layerBox(1920, 1080),
    { width: 1920, height: 1080 },
    (code) => medias[code],
    vi.fn(),
    () => {},
    onShown,
  );
  player.setItems([row('row-a', 'a'), row('row-b', 'b')]);
  // A frame that never says it loaded is shown after 3 s, then stays its 10 s.
  await vi.advanceTimersByTimeAsync(3_000 + 10_000 + 4_000);
  player.stop();
  const shown = onShown.mock.calls.map(([call]) => ({
    mediaCode: call.item.mediaCode,
    durationMs: call.durationMs,
  }));
  expect(shown).toEqual([
    { mediaCode: 'a', durationMs: 10_000 },
    { mediaCode: 'b', durationMs: 4_000 },
  ]);
  const [first, second] = onShown.mock.calls.map(([call]) => call.startedAtMs);
  expect(second - first).toBe(10_000);
});
