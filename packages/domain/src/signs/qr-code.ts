import { isMasked, maskPenalty } from './qr-code-masks';
import { reedSolomonRemainder } from './reed-solomon';

/**
 * A QR code encoder after ISO/IEC 18004: the text as UTF-8 in byte mode, error correction level M
 * (about 15 % of the symbol may be lost), versions 1 to 10, so at most 213 bytes: a link or a
 * short text, which is what a sign shows.
 */

/** The most UTF-8 bytes a code holds: version 10 at level M. */
export const qrCodeMaxBytes = 213;

/** Level M per version 1–10: error correction codewords per block, and blocks (Table 9). */
const levelM: readonly (readonly [ecPerBlock: number, blocks: number])[] = [
  [10, 1],
  [16, 1],
  [26, 1],
  [18, 2],
  [24, 2],
  [16, 4],
  [18, 4],
  [22, 4],
  [22, 5],
  [26, 5],
];

/** Rows (and columns) of the alignment patterns' centres per version 1–10 (Annex E). */
const alignmentCentres: readonly (readonly number[])[] = [
  [],
  [6, 18],
  [6, 22],
  [6, 26],
  [6, 30],
  [6, 34],
  [6, 22, 38],
  [6, 24, 42],
  [6, 26, 46],
  [6, 28, 50],
];

/** Level M's two bits in the format information (Table 12). */
const levelMBits = 0b00;
const formatGenerator = 0b101_0011_0111;
const formatXorMask = 0b101_0100_0001_0010;
const versionGenerator = 0b1_1111_0010_0101;

/** Where the format information's bits 0–14 stand, twice: [row, column] (Figure 25). */
function formatPositions(size: number): readonly (readonly [number, number])[][] {
  const bits = [...Array(15).keys()];
  const nearTopLeft = bits.map((bit): [number, number] =>
    bit < 6 ? [bit, 8] : bit < 8 ? [bit + 1, 8] : bit === 8 ? [8, 7] : [8, 14 - bit],
  );
  const split = bits.map((bit): [number, number] =>
    bit < 8 ? [8, size - 1 - bit] : [size - 15 + bit, 8],
  );
  return [nearTopLeft, split];
}

/** Where the version information's bits 0–17 stand, twice: [row, column] (Figure 27). */
function versionPositions(size: number): readonly (readonly [number, number])[][] {
  const bits = [...Array(18).keys()];
  const topRight = bits.map((bit): [number, number] => [
    Math.floor(bit / 3),
    size - 11 + (bit % 3),
  ]);
  return [topRight, topRight.map(([row, column]): [number, number] => [column, row])];
}

/** `data` followed by its BCH check bits: the remainder of `data · x^degree` by `generator`. */
function withCheckBits(data: number, generator: number): number {
  const degree = 31 - Math.clz32(generator);
  let remainder = data << degree;
  for (let bit = 31 - Math.clz32(remainder); bit >= degree; bit -= 1)
    if ((remainder >>> bit) & 1) remainder ^= generator << (bit - degree);
  return (data << degree) | remainder;
}

/** The 15 format bits of level M with a mask. */
const formatBits = (mask: number) =>
  withCheckBits((levelMBits << 3) | mask, formatGenerator) ^ formatXorMask;

/** The 18 version bits of versions 7 and up. */
const versionBits = (version: number) => withCheckBits(version, versionGenerator);

function utf8(text: string): number[] {
  const bytes: number[] = [];
  for (const character of text) {
    let code = character.codePointAt(0)!;
    // A lone surrogate has no UTF-8 form; like TextEncoder, write the replacement character.
    if (code >= 0xd800 && code <= 0xdfff) code = 0xfffd;
    if (code < 0x80) bytes.push(code);
    else if (code < 0x800) bytes.push(0xc0 | (code >> 6), 0x80 | (code & 63));
    else if (code < 0x10000)
      bytes.push(0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63));
    else
      bytes.push(
        0xf0 | (code >> 18),
        0x80 | ((code >> 12) & 63),
        0x80 | ((code >> 6) & 63),
        0x80 | (code & 63),
      );
  }
  return bytes;
}

/** A symbol being built: its modules, and which of them belong to function patterns. */
interface SymbolDraft {
  readonly version: number;
  readonly size: number;
  readonly dark: boolean[][];
  readonly reserved: boolean[][];
  /** How many codewords it holds: its modules outside the function patterns, by eight. */
  readonly codewords: number;
}

/** Finder, separator, timing and alignment patterns, the dark module, and room for the formats. */
function functionPatterns(version: number): SymbolDraft {
  const size = 17 + 4 * version;
  const grid = () => Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const dark = grid();
  const reserved = grid();
  const put = (row: number, column: number, isDark: boolean) => {
    dark[row]![column] = isDark;
    reserved[row]![column] = true;
  };
  for (let index = 8; index < size - 8; index += 1) {
    put(6, index, index % 2 === 0);
    put(index, 6, index % 2 === 0);
  }
  for (const [top, left] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ] as const) {
    // Rings around the centre: 0–1 dark, 2 light, 3 dark, 4 the light separator.
    for (let row = Math.max(top - 1, 0); row <= Math.min(top + 7, size - 1); row += 1)
      for (
        let column = Math.max(left - 1, 0);
        column <= Math.min(left + 7, size - 1);
        column += 1
      ) {
        const ring = Math.max(Math.abs(row - top - 3), Math.abs(column - left - 3));
        put(row, column, ring !== 2 && ring !== 4);
      }
  }
  const centres = alignmentCentres[version - 1]!;
  const last = centres.at(-1);
  for (const centreRow of centres)
    for (const centreColumn of centres) {
      const isOnFinder =
        (centreRow === 6 && (centreColumn === 6 || centreColumn === last)) ||
        (centreRow === last && centreColumn === 6);
      if (isOnFinder) continue;
      for (let row = -2; row <= 2; row += 1)
        for (let column = -2; column <= 2; column += 1)
          put(
            centreRow + row,
            centreColumn + column,
            Math.max(Math.abs(row), Math.abs(column)) !== 1,
          );
    }
  for (const copy of formatPositions(size))
    for (const [row, column] of copy) put(row, column, false);
  put(size - 8, 8, true);
  if (version >= 7)
    for (const copy of versionPositions(size))
      for (const [row, column] of copy) put(row, column, false);
  const free = reserved.flat().filter((isReserved) => !isReserved).length;
  return { version, size, dark, reserved, codewords: Math.floor(free / 8) };
}

const symbols = new Map<number, SymbolDraft>();
/** A version's function patterns, built once; callers copy before writing. */
function emptySymbol(version: number): SymbolDraft {
  let symbol = symbols.get(version);
  if (!symbol) {
    symbol = functionPatterns(version);
    symbols.set(version, symbol);
  }
  return symbol;
}

const dataCodewordCount = (version: number) => {
  const [ecPerBlock, blocks] = levelM[version - 1]!;
  return emptySymbol(version).codewords - ecPerBlock * blocks;
};

/** Byte mode: its indicator, the count (16 bits from version 10), the bytes, then padding. */
function dataCodewords(bytes: readonly number[], version: number): number[] {
  const capacity = dataCodewordCount(version);
  const bits: number[] = [];
  const put = (value: number, length: number) => {
    for (let bit = length - 1; bit >= 0; bit -= 1) bits.push((value >>> bit) & 1);
  };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) put(byte, 8);
  put(0, Math.min(4, capacity * 8 - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const codewords: number[] = [];
  for (let at = 0; at < bits.length; at += 8)
    codewords.push(bits.slice(at, at + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  for (let pad = 0xec; codewords.length < capacity; pad ^= 0xec ^ 0x11) codewords.push(pad);
  return codewords;
}

/**
 * The data split into blocks (the shorter ones first), each with its error correction, and the
 * blocks interleaved: every block's first data codeword, then every second, … then the same for
 * the error correction codewords (7.6).
 */
function interleavedCodewords(data: readonly number[], version: number): number[] {
  const [ecPerBlock, blockCount] = levelM[version - 1]!;
  const total = emptySymbol(version).codewords;
  const shortBlocks = blockCount - (total % blockCount);
  const shortLength = Math.floor(total / blockCount) - ecPerBlock;
  const blocks: { data: number[]; ec: number[] }[] = [];
  for (let block = 0, at = 0; block < blockCount; block += 1) {
    const length = shortLength + (block < shortBlocks ? 0 : 1);
    const part = data.slice(at, at + length);
    blocks.push({ data: part, ec: reedSolomonRemainder(part, ecPerBlock) });
    at += length;
  }
  const codewords: number[] = [];
  for (let index = 0; index <= shortLength; index += 1)
    for (const block of blocks) if (index < block.data.length) codewords.push(block.data[index]!);
  for (let index = 0; index < ecPerBlock; index += 1)
    for (const block of blocks) codewords.push(block.ec[index]!);
  return codewords;
}

/**
 * The codewords' bits, most significant first, in two-module columns from the bottom right,
 * upwards then downwards, right module before left, around the function patterns and past the
 * vertical timing pattern; the modules left over (remainder bits) stay light (7.7.3).
 */
function placeCodewords(symbol: SymbolDraft, codewords: readonly number[]): void {
  const { size, dark, reserved } = symbol;
  let bit = 0;
  let isUpwards = true;
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let step = 0; step < size; step += 1) {
      const row = isUpwards ? size - 1 - step : step;
      for (const column of [right, right - 1]) {
        if (reserved[row]![column]) continue;
        const codeword = codewords[bit >>> 3];
        dark[row]![column] = codeword !== undefined && ((codeword >>> (7 - (bit & 7))) & 1) === 1;
        bit += 1;
      }
    }
    isUpwards = !isUpwards;
  }
}

/** The symbol with a mask over its data and the format and version information written. */
function masked(symbol: SymbolDraft, mask: number): boolean[][] {
  const { size, version } = symbol;
  const modules = symbol.dark.map((line, row) =>
    line.map(
      (isDark, column) =>
        isDark !== (!symbol.reserved[row]![column] && isMasked(mask, row, column)),
    ),
  );
  const format = formatBits(mask);
  for (const copy of formatPositions(size))
    copy.forEach(([row, column], bit) => (modules[row]![column] = ((format >>> bit) & 1) === 1));
  if (version >= 7) {
    const bits = versionBits(version);
    for (const copy of versionPositions(size))
      copy.forEach(([row, column], bit) => (modules[row]![column] = ((bits >>> bit) & 1) === 1));
  }
  return modules;
}

/**
 * The modules of the QR code of `text` (true is dark), row by row, without the quiet zone: the
 * smallest version that holds it and, unless `mask` is given, the mask of the lowest penalty.
 * Throws a RangeError for a text longer than `qrCodeMaxBytes` in UTF-8.
 */
export function encodeQrCode(text: string, options: { mask?: number } = {}): boolean[][] {
  const bytes = utf8(text);
  if (bytes.length > qrCodeMaxBytes)
    throw new RangeError(
      `A QR code holds at most ${qrCodeMaxBytes} bytes of text; this text takes ${bytes.length}.`,
    );
  let version = 1;
  while (4 + (version < 10 ? 8 : 16) + 8 * bytes.length > 8 * dataCodewordCount(version))
    version += 1;
  const empty = emptySymbol(version);
  const symbol: SymbolDraft = {
    ...empty,
    dark: empty.dark.map((line) => [...line]),
  };
  placeCodewords(symbol, interleavedCodewords(dataCodewords(bytes, version), version));
  if (options.mask !== undefined) return masked(symbol, options.mask);
  let best: { modules: boolean[][]; penalty: number } | undefined;
  for (let mask = 0; mask < 8; mask += 1) {
    const modules = masked(symbol, mask);
    const penalty = maskPenalty(modules);
    if (!best || penalty < best.penalty) best = { modules, penalty };
  }
  return best!.modules;
}

/** Whether `text` fits in a QR code (`encodeQrCode` takes it). */
export const fitsInQrCode = (text: string) => utf8(text).length <= qrCodeMaxBytes;
