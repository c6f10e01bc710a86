/**
 * A reader of level-M QR codes for the encoder's tests, written apart from the encoder and from
 * the standard's tables and figures, so that a mistake would have to be made twice to pass:
 * it finds the format information, unmasks, reads the codewords back in placement order,
 * takes the blocks apart, checks each block's Reed–Solomon syndromes and parses byte mode.
 */

/** Level M's format information for masks 0–7, as ISO/IEC 18004 Annex C lists it. */
export const levelMFormats = [
  '101010000010010',
  '101000100100101',
  '101111001111100',
  '101101101001011',
  '100010111111001',
  '100000011001110',
  '100111110010111',
  '100101010100000',
];

/** Version information for versions 7–10 (Annex D). */
export const versionInformation: Record<number, string> = {
  7: '000111110010010100',
  8: '001000010110111100',
  9: '001001101010011001',
  10: '001010010011010011',
};

/** Codewords per version 1–10, and level M's blocks as [count, data codewords] groups (Table 9). */
const totalCodewords = [26, 44, 70, 100, 134, 172, 196, 242, 292, 346];
const levelMBlocks = [
  [[1, 16]],
  [[1, 28]],
  [[1, 44]],
  [[2, 32]],
  [[2, 43]],
  [[4, 27]],
  [[4, 31]],
  [
    [2, 38],
    [2, 39],
  ],
  [
    [3, 36],
    [2, 37],
  ],
  [
    [4, 43],
    [1, 44],
  ],
];

const masks: ((i: number, j: number) => boolean)[] = [
  (i, j) => (i + j) % 2 === 0,
  (i) => i % 2 === 0,
  (_, j) => j % 3 === 0,
  (i, j) => (i + j) % 3 === 0,
  (i, j) => (Math.floor(i / 2) + Math.floor(j / 3)) % 2 === 0,
  (i, j) => ((i * j) % 2) + ((i * j) % 3) === 0,
  (i, j) => (((i * j) % 2) + ((i * j) % 3)) % 2 === 0,
  (i, j) => (((i + j) % 2) + ((i * j) % 3)) % 2 === 0,
];

type Modules = readonly (readonly boolean[])[];
const bitsAt = (modules: Modules, cells: readonly (readonly [number, number])[]) =>
  cells.map(([row, column]) => (modules[row]![column] ? '1' : '0')).join('');

/** The format information's two copies, most significant bit first. */
export function formatCopies(modules: Modules): [string, string] {
  const n = modules.length;
  const first: [number, number][] = [
    [8, 0],
    [8, 1],
    [8, 2],
    [8, 3],
    [8, 4],
    [8, 5],
    [8, 7],
    [8, 8],
    [7, 8],
    [5, 8],
    [4, 8],
    [3, 8],
    [2, 8],
    [1, 8],
    [0, 8],
  ];
  const second: [number, number][] = [
    ...[1, 2, 3, 4, 5, 6, 7].map((k): [number, number] => [n - k, 8]),
    ...[8, 7, 6, 5, 4, 3, 2, 1].map((k): [number, number] => [8, n - k]),
  ];
  return [bitsAt(modules, first), bitsAt(modules, second)];
}

/** The version information's two copies (versions 7 and up), most significant bit first. */
export function versionCopies(modules: Modules): [string, string] {
  const n = modules.length;
  const topRight: [number, number][] = [];
  const bottomLeft: [number, number][] = [];
  for (let k = 17; k >= 0; k -= 1) {
    topRight.push([Math.floor(k / 3), n - 11 + (k % 3)]);
    bottomLeft.push([n - 11 + (k % 3), Math.floor(k / 3)]);
  }
  return [bitsAt(modules, topRight), bitsAt(modules, bottomLeft)];
}

/** Alignment centres from the spacing rule: from 6 to size − 7, evenly, by an even step. */
export function alignmentCentresOf(version: number): number[] {
  if (version === 1) return [];
  const last = 4 * version + 10;
  const intervals = Math.floor(version / 7) + 1;
  const step = Math.ceil((last - 6) / intervals / 2) * 2;
  const centres = [last];
  while (centres.length <= intervals) centres.unshift(centres[0]! - step);
  return [6, ...centres.slice(1)];
}

function isFunctionModule(version: number, row: number, column: number): boolean {
  const n = 17 + 4 * version;
  if (row <= 8 && (column <= 8 || column >= n - 8)) return true;
  if (row >= n - 8 && column <= 8) return true;
  if (row === 6 || column === 6) return true;
  if (version >= 7 && row <= 5 && column >= n - 11 && column <= n - 9) return true;
  if (version >= 7 && column <= 5 && row >= n - 11 && row <= n - 9) return true;
  const centres = alignmentCentresOf(version);
  return centres.some((r) =>
    centres.some(
      (c) =>
        !(r === 6 && c === 6) &&
        !(r === 6 && c === n - 7) &&
        !(r === n - 7 && c === 6) &&
        Math.abs(row - r) <= 2 &&
        Math.abs(column - c) <= 2,
    ),
  );
}

/** GF(256) product by shift and add, reducing by x⁸ + x⁴ + x³ + x² + 1. */
function times(a: number, b: number): number {
  let product = 0;
  for (; b > 0; b >>= 1) {
    if (b & 1) product ^= a;
    a <<= 1;
    if (a & 0x100) a ^= 0x11d;
  }
  return product;
}

/** Whether a block (data, then error correction) is a codeword: zero at α⁰ … α^(ec−1). */
function hasZeroSyndromes(block: readonly number[], ecCount: number): boolean {
  for (let i = 0, alpha = 1; i < ecCount; i += 1, alpha = times(alpha, 2)) {
    let value = 0;
    for (const coefficient of block) value = times(value, alpha) ^ coefficient;
    if (value !== 0) return false;
  }
  return true;
}

export interface ReadQrCode {
  version: number;
  mask: number;
  /** Modules read as data beyond the whole codewords: the remainder bits. */
  remainderBits: number;
  isRemainderLight: boolean;
  /** The data codewords in order, blocks joined again. */
  dataCodewords: number[];
  blocksAreCodewords: boolean;
  /** The byte mode segment's bytes. */
  bytes: number[];
  /** Whether terminator, bit padding and pad codewords are as the standard writes them. */
  isPaddedAsStandard: boolean;
}

/** Reads a level-M code of versions 1–10; throws when its format information is not level M. */
export function readQrCode(modules: Modules): ReadQrCode {
  const version = (modules.length - 17) / 4;
  const [format] = formatCopies(modules);
  const mask = levelMFormats.indexOf(format);
  if (mask < 0) throw new Error(`Format information ${format} is not level M's.`);
  const bits: number[] = [];
  const n = modules.length;
  const rights: number[] = [];
  for (let right = n - 1; right > 6; right -= 2) rights.push(right);
  rights.push(5, 3, 1);
  rights.forEach((right, pair) => {
    for (let k = 0; k < n; k += 1) {
      const row = pair % 2 === 0 ? n - 1 - k : k;
      for (const column of [right, right - 1])
        if (!isFunctionModule(version, row, column))
          bits.push(Number(modules[row]![column] !== masks[mask]!(row, column)));
    }
  });
  const total = totalCodewords[version - 1]!;
  const codewords: number[] = [];
  for (let k = 0; k < total; k += 1)
    codewords.push(parseInt(bits.slice(k * 8, k * 8 + 8).join(''), 2));
  const remainder = bits.slice(total * 8);
  const sizes = levelMBlocks[version - 1]!.flatMap(([count, size]) => Array(count).fill(size));
  const dataTotal = sizes.reduce((sum, size) => sum + size, 0);
  const ecCount = (total - dataTotal) / sizes.length;
  const blocks: number[][] = sizes.map(() => []);
  let at = 0;
  for (let k = 0; k < Math.max(...sizes); k += 1)
    sizes.forEach((size, b) => {
      if (k < size) blocks[b]!.push(codewords[at++]!);
    });
  for (let k = 0; k < ecCount; k += 1) blocks.forEach((block) => block.push(codewords[at++]!));
  const dataCodewords = blocks.flatMap((block, b) => block.slice(0, sizes[b]));
  const stream = dataCodewords.map((c) => c.toString(2).padStart(8, '0')).join('');
  let cursor = 0;
  const take = (length: number) => parseInt(stream.slice(cursor, (cursor += length)), 2);
  if (take(4) !== 0b0100) throw new Error('The data does not start in byte mode.');
  const count = take(version < 10 ? 8 : 16);
  const bytes = Array.from({ length: count }, () => take(8));
  const terminator = stream.slice(cursor, cursor + 4);
  const afterBits = stream.slice(cursor, Math.ceil((cursor + 4) / 8) * 8);
  const pads = dataCodewords.slice(Math.ceil((cursor + 4) / 8));
  return {
    version,
    mask,
    remainderBits: remainder.length,
    isRemainderLight: remainder.every((bit) => bit === 0),
    dataCodewords,
    blocksAreCodewords: blocks.every((block) => hasZeroSyndromes(block, ecCount)),
    bytes,
    isPaddedAsStandard:
      /^0*$/.test(terminator) &&
      /^0*$/.test(afterBits) &&
      pads.every((pad, k) => pad === (k % 2 === 0 ? 0xec : 0x11)),
  };
}

/** UTF-8 of a well-formed text, by way of percent-encoding. */
export const utf8Of = (text: string) =>
  [...encodeURIComponent(text).matchAll(/%([0-9A-F]{2})|./gs)].map((match) =>
    match[1] ? parseInt(match[1], 16) : match[0].charCodeAt(0),
  );
