import type { ScreenManifest } from '@marquee/contracts';
import { describe, expect, it } from 'vitest';
import { containFit, documentFor, fitElement, sourceFor } from './sign-frame';

type Media = ScreenManifest['media'][number];

const wideHash = 'wide0hash0wide0hash0';
const tallHash = 'tall0hash0tall0hash0';
const sign = {
  mediaCode: 'SIGN1',
  mediaType: 'HtmlAd',
  url: '/screen/signs/SIGN1',
  contentHash: wideHash,
  width: null,
  height: null,
  durationMs: null,
  documents: [
    {
      orientation: '16:9',
      width: 1920,
      height: 1080,
      url: '/screen/signs/SIGN1/0',
      contentHash: wideHash,
    },
    {
      orientation: '9:16',
      width: 1080,
      height: 1920,
      url: '/screen/signs/SIGN1/1',
      contentHash: tallHash,
    },
  ],
} satisfies Media;

describe('choosing a sign’s document', () => {
  it('plays the document nearest the layer’s aspect', () => {
    expect(documentFor(sign, { width: 1920, height: 1080 })?.contentHash).toBe(wideHash);
    expect(documentFor(sign, { width: 1280, height: 1024 })?.contentHash).toBe(wideHash);
    expect(documentFor(sign, { width: 540, height: 1080 })?.contentHash).toBe(tallHash);
    expect(documentFor(sign, { width: 1080, height: 1920 })?.contentHash).toBe(tallHash);
  });

  it('plays the first for a layer without a size, and nothing for media without documents', () => {
    expect(documentFor(sign, { width: 0, height: 0 })?.contentHash).toBe(wideHash);
    const { documents: _, ...older } = sign;
    expect(documentFor(older, { width: 1920, height: 1080 })).toBeNull();
    expect(sourceFor(older, { width: 1920, height: 1080 })).toEqual({
      url: `/screen/signs/SIGN1?v=${wideHash}`,
      size: null,
    });
  });

  it('loads the chosen document by its own address and hash, at its own pixels', () => {
    expect(sourceFor(sign, { width: 1080, height: 1920 })).toEqual({
      url: `/screen/signs/SIGN1/1?v=${tallHash}`,
      size: { width: 1080, height: 1920 },
    });
  });
});

describe('scaling a document into its layer', () => {
  it('fits it whole and centred, letterboxed on the long side', () => {
    const fit = (box: [number, number], content: [number, number]) => {
      const { scale, x, y } = containFit(
        { width: box[0], height: box[1] },
        { width: content[0], height: content[1] },
      );
      // Rounded, and -0 read as 0: a float error is no offset.
      return [scale, x, y].map((value) => Math.round(value * 1000) / 1000 || 0);
    };
    expect(fit([960, 540], [1920, 1080])).toEqual([0.5, 0, 0]);
    // A square layer: the width fills, bands above and below.
    expect(fit([1000, 1000], [1920, 1080])).toEqual([0.521, 0, 218.75]);
    // A tall document on a wide layer: the height fills, bands left and right.
    expect(fit([1920, 1080], [1080, 1920])).toEqual([0.563, 656.25, 0]);
    expect(fit([3840, 2160], [1920, 1080])).toEqual([2, 0, 0]);
  });

  it('shows nothing rather than a mirror image in a box without a size', () => {
    expect(containFit({ width: 0, height: 0 }, { width: 1920, height: 1080 }).scale).toBe(0);
  });

  it('lays the element out at the document’s pixels and scales it from its corner', () => {
    const frame = document.createElement('iframe');
    fitElement(frame, { width: 1000, height: 1000 }, { width: 2000, height: 1000 });
    expect(frame.style.width).toBe('2000px');
    expect(frame.style.height).toBe('1000px');
    expect(frame.style.transformOrigin).toBe('0 0');
    expect(frame.style.transform).toBe('translate(0px, 250px) scale(0.5)');
  });
});
