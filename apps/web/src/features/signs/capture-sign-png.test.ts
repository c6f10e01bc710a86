import { describe, expect, it, vi } from 'vitest';
import { signSvg } from './capture-sign-png';
import type { InlineSources } from '@/shared/signs/inline-document';

const png = 'data:image/png;base64,iVBORw0KGgo=';

function sources(readable: Record<string, string> = {}): InlineSources & {
  readAsDataUrl: ReturnType<typeof vi.fn>;
} {
  return {
    stillOf: (path) => (path === '/api/media/V1/Preview' ? '/api/media/V1/thumbnail' : undefined),
    readAsDataUrl: vi.fn((address: string) => Promise.resolve(readable[address] ?? null)),
  };
}

const origin = window.location.origin;
const sign = (body: string, head = '') =>
  `<!doctype html><html><head><meta charset="utf-8">` +
  `<meta http-equiv="Content-Security-Policy" content="script-src 'none'">` +
  `<base href="/api/htmltemplates/T1/2/">${head}</head><body data-orientation="Landscape">${body}</body></html>`;

const parsed = (svg: string) => new DOMParser().parseFromString(svg, 'image/svg+xml');

describe('signSvg', () => {
  it('draws the document at its pixels as XHTML inside a foreignObject', async () => {
    const svg = await signSvg(
      sign('<h1>Fresh &amp; hot</h1>'),
      { width: 1920, height: 1080 },
      sources(),
    );
    const doc = parsed(svg);
    expect(doc.querySelector('parsererror')).toBeNull();
    const root = doc.documentElement;
    expect([root.getAttribute('width'), root.getAttribute('height')]).toEqual(['1920', '1080']);
    const html = doc.querySelector('foreignObject > html');
    expect(html?.namespaceURI).toBe('http://www.w3.org/1999/xhtml');
    expect(html?.querySelector('h1')?.textContent).toBe('Fresh & hot');
  });

  it('inlines images, style sheet and style attribute addresses, resolved against the base', async () => {
    const found = sources({
      [`${origin}/api/htmltemplates/T1/2/assets/logo.png`]: png,
      [`${origin}/api/media/M1/Preview?access_token=t`]: png,
      [`${origin}/api/htmltemplates/T1/2/assets/font.woff2`]: 'data:font/woff2;base64,d09GMg==',
    });
    const svg = await signSvg(
      sign(
        `<img src="assets/logo.png"><img src="assets/logo.png"><div style="background-image: url('/api/media/M1/Preview?access_token=t')"></div>`,
        `<style>@font-face{font-family:Brand;src:url(assets/font.woff2)}</style>`,
      ),
      { width: 800, height: 450 },
      found,
    );
    const doc = parsed(svg);
    expect(doc.querySelector('img')?.getAttribute('src')).toBe(png);
    expect(doc.querySelector('[style]')?.getAttribute('style')).toContain(`url("${png}")`);
    expect(doc.querySelector('style')?.textContent).toContain(
      'url("data:font/woff2;base64,d09GMg==")',
    );
    // Each address is read once, however many times the document uses it.
    expect(found.readAsDataUrl).toHaveBeenCalledTimes(3);
  });

  it('leaves out what cannot be read, and everything that would load or run', async () => {
    const svg = await signSvg(
      sign('<img src="https://elsewhere.example/a.png"><iframe src="https://x.example"></iframe>'),
      { width: 800, height: 450 },
      sources(),
    );
    const doc = parsed(svg);
    expect(doc.querySelector('img')?.hasAttribute('src')).toBe(false);
    expect(doc.querySelectorAll('iframe, meta, base, script')).toHaveLength(0);
  });

  it('shows a video as its thumbnail, loading nothing of the video itself', async () => {
    const found = sources({ [`${origin}/api/media/V1/thumbnail`]: png });
    const svg = await signSvg(
      sign(
        '<video class="clip" src="/api/media/V1/Preview?access_token=t" autoplay muted loop></video>',
      ),
      { width: 800, height: 450 },
      found,
    );
    const video = parsed(svg).querySelector('video');
    expect(video?.getAttribute('class')).toBe('clip');
    expect(video?.getAttribute('poster')).toBe(png);
    expect(video?.hasAttribute('src')).toBe(false);
    expect(found.readAsDataUrl).not.toHaveBeenCalledWith(expect.stringContaining('/V1/Preview'));
  });
});
