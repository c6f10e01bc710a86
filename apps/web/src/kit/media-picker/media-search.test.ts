import { describe, expect, it } from 'vitest';
import { hasMorePages, mediaTypeOf, pickerTabs } from './media-search';

describe('media search rules', () => {
  it('reads the type from mediaType, else the first of mediaTypes, else None', () => {
    expect(mediaTypeOf({ mediaCode: 'm', displayName: 'A', mediaType: 'Video' })).toBe('Video');
    expect(mediaTypeOf({ mediaCode: 'm', displayName: 'A', mediaTypes: ['WebPage'] })).toBe(
      'WebPage',
    );
    expect(mediaTypeOf({ mediaCode: 'm', displayName: 'A' })).toBe('None');
  });

  it('knows more pages exist from a total, a flag or a full page', () => {
    expect(hasMorePages({ medias: [], totalCount: 60 }, 50, 50)).toBe(true);
    expect(hasMorePages({ medias: [], totalCount: 60 }, 60, 50)).toBe(false);
    expect(hasMorePages({ medias: [], hasMore: false }, 50, 50)).toBe(false);
    // A capped total says less than the flag does.
    expect(hasMorePages({ medias: [], totalCount: 10_000, hasMore: false }, 50, 50)).toBe(false);
    const full = Array.from({ length: 50 }, (_, i) => ({ mediaCode: `m${i}`, displayName: '' }));
    expect(hasMorePages({ medias: full }, 50, 50)).toBe(true);
    expect(hasMorePages({ medias: full.slice(0, 3) }, 3, 50)).toBe(false);
  });

  it('gives each library its tabs: all three, none for item images, no signs for bookings', () => {
    const keys = (library: Parameters<typeof pickerTabs>[0]) =>
      pickerTabs(library).map((tab) => [tab.key, tab.mediaTypes]);
    expect(keys('MediaLibrary')).toEqual([
      ['images', ['Photo']],
      ['videos', ['Video']],
      ['signs', ['HtmlAd', 'WebPage']],
    ]);
    expect(keys('ItemImages')).toEqual([]);
    expect(keys('BookingMedia')).toEqual([
      ['images', ['Photo']],
      ['videos', ['Video']],
    ]);
  });
});
