import { describe, expect, it } from 'vitest';
import type { ScreenManifest } from '@marquee/contracts';
import { cacheableMedia, mediaCacheKey, parseRange, playbackUrl } from './media-cache';

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
