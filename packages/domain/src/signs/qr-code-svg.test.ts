import { describe, expect, it } from 'vitest';
import { encodeQrCode } from './qr-code';
import { qrCodeSvg } from './qr-code-svg';

/** The modules a path of `M x y h w v1 h -w z` rectangles covers, as "row,column". */
function coveredModules(path: string): Set<string> {
  const covered = new Set<string>();
  for (const [, x, y, width] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g))
    for (let step = 0; step < Number(width); step += 1)
      covered.add(`${Number(y)},${Number(x) + step}`);
  return covered;
}

describe('qrCodeSvg', () => {
  it('draws the dark modules as one path inside a quiet zone of four modules', () => {
    const svg = qrCodeSvg('https://marquee.example');
    const modules = encodeQrCode('https://marquee.example');
    const side = modules.length + 8;
    expect(svg).toMatch(
      new RegExp(
        `^<svg viewBox="0 0 ${side} ${side}" width="100%" height="100%" shape-rendering="crispEdges" aria-hidden="true"><path fill="#000" d="[^"]+"/></svg>$`,
      ),
    );
    const path = /d="([^"]+)"/.exec(svg)![1]!;
    expect(path).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
    const dark = new Set<string>();
    modules.forEach((row, y) =>
      row.forEach((isDark, x) => isDark && dark.add(`${y + 4},${x + 4}`)),
    );
    expect(coveredModules(path)).toEqual(dark);
  });

  it('writes nothing of the text, so no text can bring markup or script', () => {
    const svg = qrCodeSvg('"><script>alert(1)</script><svg onload=alert(1)>');
    expect(svg).not.toMatch(/script|onload|alert/);
    expect(svg.match(/</g)).toHaveLength(3);
  });
});
