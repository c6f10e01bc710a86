import { describe, expect, it } from 'vitest';
import { encodeQrCode, fitsInQrCode, qrCodeMaxBytes } from './qr-code';
import { maskPenalty } from './qr-code-masks';
import {
  formatCopies,
  levelMFormats,
  readQrCode,
  utf8Of,
  versionCopies,
  versionInformation,
} from './qr-code.test-support';
import { reedSolomonRemainder } from './reed-solomon';

const drawn = (modules: boolean[][]) =>
  modules.map((row) => row.map((d) => (d ? '#' : '.')).join(''));
const codewords = (bits: string) => bits.split(' ').map((byte) => parseInt(byte, 2));

describe('reedSolomonRemainder', () => {
  it('gives the error correction of the standard’s worked example (01234567 at 1-M)', () => {
    const data = codewords(
      '00010000 00100000 00001100 01010110 01100001 10000000 11101100 00010001 ' +
        '11101100 00010001 11101100 00010001 11101100 00010001 11101100 00010001',
    );
    expect(reedSolomonRemainder(data, 10)).toEqual(
      codewords(
        '10100101 00100100 11010100 11000001 11101101 00110110 11000111 10000111 00101100 01010101',
      ),
    );
  });
});

describe('encodeQrCode', () => {
  it('draws a short text as version 1 at level M with the mask of the lowest penalty', () => {
    expect(drawn(encodeQrCode('Marquee'))).toEqual([
      '#######.###...#######',
      '#.....#.##.##.#.....#',
      '#.###.#..##...#.###.#',
      '#.###.#.#.##..#.###.#',
      '#.###.#..#.#..#.###.#',
      '#.....#..####.#.....#',
      '#######.#.#.#.#######',
      '........##.##........',
      '#.##.###.#.##.#..#.##',
      '##.###.#########..#.#',
      '#..#..##...#.......##',
      '.#..##..#..#..####...',
      '##...###....#....#.##',
      '........#.##..#.##..#',
      '#######.##.##..##.#..',
      '#.....#.##.......####',
      '#.###.#...#.####..###',
      '#.###.#.#.##..#....#.',
      '#.###.#.#.#.#.#..##..',
      '#.....#..##..#.#....#',
      '#######.#....#.####..',
    ]);
    const read = readQrCode(encodeQrCode('Marquee'));
    expect(read).toMatchObject({ version: 1, mask: 3, blocksAreCodewords: true });
    // Byte mode, 7 bytes, "Marquee", terminator, then the pad codewords 236 and 17 in turn.
    expect(read.dataCodewords).toEqual([
      0x40, 0x74, 0xd6, 0x17, 0x27, 0x17, 0x56, 0x56, 0x50, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11,
      0xec,
    ]);
  });

  it('is read back by a reader that notices a single wrong module', () => {
    const modules = encodeQrCode('Marquee');
    modules[2]![10] = !modules[2]![10];
    expect(readQrCode(modules).blocksAreCodewords).toBe(false);
  });

  it('writes the format information of level M and the chosen mask, twice', () => {
    for (let mask = 0; mask < 8; mask += 1) {
      const modules = encodeQrCode('https://marquee.example', { mask });
      expect(formatCopies(modules)).toEqual([levelMFormats[mask], levelMFormats[mask]]);
      expect(readQrCode(modules).mask).toBe(mask);
    }
  });

  it('writes the version information from version 7, twice', () => {
    for (const [length, version] of [
      [107, 7],
      [123, 8],
      [153, 9],
      [181, 10],
    ] as const) {
      const modules = encodeQrCode('v'.repeat(length));
      expect(modules).toHaveLength(17 + 4 * version);
      const expected = versionInformation[version];
      expect(versionCopies(modules)).toEqual([expected, expected]);
    }
  });

  it('takes the smallest version that holds the text, up to 213 bytes at version 10', () => {
    const limits = [14, 26, 42, 62, 84, 106, 122, 152, 180, 213];
    limits.forEach((limit, index) => {
      const version = index + 1;
      const fullest = readQrCode(encodeQrCode('m'.repeat(limit)));
      expect(fullest).toMatchObject({ version, blocksAreCodewords: true, isRemainderLight: true });
      expect(fullest.bytes).toHaveLength(limit);
      if (version < 10)
        expect(readQrCode(encodeQrCode('m'.repeat(limit + 1))).version).toBe(version + 1);
    });
    expect(readQrCode(encodeQrCode('m'.repeat(27))).remainderBits).toBe(7);
    expect(readQrCode(encodeQrCode('m'.repeat(150))).remainderBits).toBe(0);
  });

  it('refuses a text longer than a code holds, counting UTF-8 bytes', () => {
    expect(qrCodeMaxBytes).toBe(213);
    expect(() => encodeQrCode('m'.repeat(214))).toThrow(
      new RangeError('A QR code holds at most 213 bytes of text; this text takes 214.'),
    );
    // "é" takes two bytes: 106 of them fit, 107 do not.
    expect(fitsInQrCode('é'.repeat(106))).toBe(true);
    expect(fitsInQrCode('é'.repeat(107))).toBe(false);
    expect(() => encodeQrCode('é'.repeat(107))).toThrow(RangeError);
    expect(readQrCode(encodeQrCode('é'.repeat(106))).version).toBe(10);
  });

  it('writes text as UTF-8 bytes, an empty text too', () => {
    for (const text of ['', 'Grüße från Åre 🎉', 'https://marquee.example/q?a=1&b=ö']) {
      const read = readQrCode(encodeQrCode(text));
      expect(read.bytes).toEqual(utf8Of(text));
      expect(read.isPaddedAsStandard).toBe(true);
    }
    // A lone surrogate has no UTF-8 form and is written as U+FFFD, like TextEncoder does.
    expect(readQrCode(encodeQrCode('a\ud800b')).bytes).toEqual([0x61, 0xef, 0xbf, 0xbd, 0x62]);
  });

  it('chooses the mask whose symbol has the lowest penalty', () => {
    for (const text of ['Marquee', 'https://marquee.example/offers/spring', 'x'.repeat(100)]) {
      const chosen = maskPenalty(encodeQrCode(text));
      const penalties = [...Array(8).keys()].map((mask) =>
        maskPenalty(encodeQrCode(text, { mask })),
      );
      expect(chosen).toBe(Math.min(...penalties));
    }
  });
});

describe('maskPenalty', () => {
  const square = (size: number, isDark: (row: number, column: number) => boolean) =>
    Array.from({ length: size }, (_, row) =>
      Array.from({ length: size }, (_, column) => isDark(row, column)),
    );

  it('counts runs, 2×2 blocks and the balance of dark and light', () => {
    // 10 runs of 5 (3 each), 16 blocks (3 each) and no dark at all (10 × 10).
    expect(maskPenalty(square(5, () => false))).toBe(30 + 48 + 100);
    expect(maskPenalty(square(8, (row, column) => (row + column) % 2 === 0))).toBe(0);
  });

  it('counts a 1:1:3:1:1 pattern with four light modules beside it', () => {
    const line = [1, 0, 1, 1, 1, 0, 1, 0, 0, 0, 0];
    // Each row: one pattern (40); each column one run of 11 (3 + 6); 5 blocks per row pair.
    expect(maskPenalty(square(11, (_, column) => line[column] === 1))).toBe(
      11 * 40 + 11 * 9 + 10 * 5 * 3,
    );
  });
});
