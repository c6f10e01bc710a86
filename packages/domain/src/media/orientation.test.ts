import { describe, expect, it } from 'vitest';
import { fitsLayer, orientationOf } from './orientation';

const fullHd = { width: 1920, height: 1080 };

describe('orientation', () => {
  it('reads square as Landscape and twice as wide as Ultrawide', () => {
    expect(orientationOf(100, 100)).toBe('Landscape');
    expect(orientationOf(2560, 1080)).toBe('Ultrawide');
    expect(orientationOf(1080, 1920)).toBe('Portrait');
    expect(orientationOf(null, 1080)).toBeNull();
  });

  it('fits a media to a layer of its own orientation, and a web page to any', () => {
    expect(fitsLayer({ mediaType: 'Photo', orientation: 'Landscape' }, fullHd)).toBe(true);
    expect(fitsLayer({ mediaType: 'Video', orientation: 'Portrait' }, fullHd)).toBe(false);
    expect(fitsLayer({ mediaType: 'Photo', orientation: 'Ultrawide' }, fullHd)).toBe(false);
    expect(
      fitsLayer({ mediaType: 'WebPage', orientation: null }, { width: 1080, height: 1920 }),
    ).toBe(true);
  });
});
