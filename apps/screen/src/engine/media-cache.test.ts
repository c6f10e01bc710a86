import { describe, expect, it } from 'vitest';
import type { ScreenManifest } from '@marquee/contracts';
import { cacheableMedia, mediaCacheKey, parseRange, playbackUrl, workerRoute } from './media-cache';

const origin = 'https://signs.example.com';
const hash = 'n4bQgYhMfWWaL-qgxVrQFaO_TxsrC4Is0V1sFbDwCgg';

describe('media cache keys', () => {
  it('keys a media file by its content hash, not its address', () => {
    const url = playbackUrl({ url: '/screen-api/media/AB12', contentHash: hash });
    expect(url).toBe(`/screen-api/media/AB12?v=${hash}`);
    const key = mediaCacheKey(url, origin);
    expect(key).toBe(`${origin}/screen/media-cache/${hash}`);
    expect(mediaCacheKey(`/screen-api/media/OTHER?v=${hash}`, origin)).toBe(key);
    expect(mediaCacheKey(`/screen-api/media/AB12?v=${hash.slice(1)}`, origin)).not.toBe(key);
    // A sign's document, framed under the app's scope, is cached the same way.
    expect(mediaCacheKey(`/screen/signs/SIGN1?v=${hash}`, origin)).toBe(key);
    expect(mediaCacheKey(`/screen/signs/SIGN1/1?v=${hash}`, origin)).toBe(key);
    expect(mediaCacheKey(`/screen/other/SIGN1?v=${hash}`, origin)).toBeNull();
  });

  it('caches nothing that is untagged, foreign or not a media file', () => {
    expect(mediaCacheKey('/screen-api/media/AB12', origin)).toBeNull();
    expect(
      mediaCacheKey(`https://elsewhere.example/screen-api/media/A?v=${hash}`, origin),
    ).toBeNull();
    expect(mediaCacheKey(`/screen-api/manifest?v=${hash}`, origin)).toBeNull();
    expect(mediaCacheKey('/screen-api/media/A?v=../../x', origin)).toBeNull();
  });

  it('leaves web pages untouched and lists each file once', () => {
    expect(playbackUrl({ url: 'https://news.example/', contentHash: null })).toBe(
      'https://news.example/',
    );
    const media = [
      { mediaCode: 'A', mediaType: 'Photo', url: '/screen-api/media/A', contentHash: hash },
      { mediaCode: 'B', mediaType: 'Video', url: '/screen-api/media/B', contentHash: hash },
      { mediaCode: 'C', mediaType: 'WebPage', url: 'https://news.example/', contentHash: null },
    ];
    expect(cacheableMedia({ media } as ScreenManifest)).toEqual([
      { url: '/screen-api/media/A', contentHash: hash },
    ]);
  });
});

describe('what the worker answers how', () => {
  it('answers files and sign documents by hash, template assets cache-first, the app network-first', () => {
    expect(workerRoute(`${origin}/screen/signs/SIGN1/0?v=${hash}`, origin)).toEqual({
      from: 'media',
      key: `${origin}/screen/media-cache/${hash}`,
    });
    expect(workerRoute(`${origin}/screen/sign-templates/T1/3/assets/Inter.woff2`, origin)).toEqual({
      from: 'signAssets',
    });
    expect(workerRoute(`${origin}/screen/`, origin)).toEqual({ from: 'shell' });
    expect(workerRoute(`${origin}/screen/assets/main-abc.js`, origin)).toEqual({ from: 'shell' });
  });

  it('leaves the gateway, other origins and untagged sign documents to the network', () => {
    expect(workerRoute(`${origin}/screen-api/manifest`, origin)).toBeNull();
    expect(workerRoute(`${origin}/screen/signs/SIGN1/0`, origin)).toBeNull();
    expect(
      workerRoute('https://fonts.example.com/screen/sign-templates/T1/3/assets/a.woff2', origin),
    ).toBeNull();
  });
});

describe('the files a screen keeps', () => {
  it('keeps every document of a sign beside the photos and videos it shows', () => {
    const other = 'tall0hash0tall0hash0';
    const media = [
      {
        mediaCode: 'P',
        mediaType: 'Photo',
        url: '/screen-api/media/P',
        contentHash: 'photo0hash0photo',
      },
      {
        mediaCode: 'S',
        mediaType: 'HtmlAd',
        url: '/screen/signs/S',
        contentHash: hash,
        documents: [
          {
            orientation: '16:9',
            width: 1920,
            height: 1080,
            url: '/screen/signs/S/0',
            contentHash: hash,
          },
          {
            orientation: '9:16',
            width: 1080,
            height: 1920,
            url: '/screen/signs/S/1',
            contentHash: other,
          },
        ],
      },
    ];
    expect(cacheableMedia({ media } as ScreenManifest)).toEqual([
      { url: '/screen-api/media/P', contentHash: 'photo0hash0photo' },
      { url: '/screen/signs/S', contentHash: hash },
      { url: '/screen/signs/S/1', contentHash: other },
    ]);
  });
});

describe('parseRange', () => {
  it('reads the ranges a video element asks for', () => {
    expect(parseRange('bytes=0-', 1000)).toEqual({ start: 0, end: 999 });
    expect(parseRange('bytes=100-199', 1000)).toEqual({ start: 100, end: 199 });
    expect(parseRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('refuses what cannot be served', () => {
    expect(parseRange('bytes=1000-', 1000)).toBeNull();
    expect(parseRange('bytes=5-2', 1000)).toBeNull();
    expect(parseRange('bytes=-', 1000)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', 1000)).toBeNull();
  });
});
