import { isMasked } from './qr-code-masks';

/**
 * The layout of a QR code symbol (ISO/IEC 18004, 6.3 and 7.7–7.10): its function patterns, where
 * the codewords go, and the mask with the format and version information that name it.
 */

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

/** A symbol being built: its modules, and which of them belong to function patterns. */
export interface SymbolDraft {
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
/** A version's function patterns, built once; never written to. */
function emptySymbol(version: number): SymbolDraft {
  let symbol = symbols.get(version);
  if (!symbol) {
    symbol = functionPatterns(version);
    symbols.set(version, symbol);
  }
  return symbol;
}

/** How many codewords, data and error correction, a version holds. */
export const codewordCapacity = (version: number) => emptySymbol(version).codewords;

/**
 * A version's symbol with the codewords in place: their bits, most significant first, in
 * two-module columns from the bottom right, upwards then downwards, right module before left,
 * around the function patterns and past the vertical timing pattern; the modules left over
 * (remainder bits) stay light (7.7.3).
 */
export function placeCodewords(version: number, codewords: readonly number[]): SymbolDraft {
  const empty = emptySymbol(version);
  const { size, reserved } = empty;
  const dark = empty.dark.map((line) => [...line]);
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
  return { ...empty, dark };
}

/** The symbol with a mask over its data and the format and version information written. */
export function masked(symbol: SymbolDraft, mask: number): boolean[][] {
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
