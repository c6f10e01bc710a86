import { maskPenalty } from './qr-code-masks';
import { codewordCapacity, masked, placeCodewords } from './qr-code-symbol';
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

const dataCodewordCount = (version: number) => {
  const [ecPerBlock, blocks] = levelM[version - 1]!;
  return codewordCapacity(version) - ecPerBlock * blocks;
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
  const total = codewordCapacity(version);
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
  const symbol = placeCodewords(
    version,
    interleavedCodewords(dataCodewords(bytes, version), version),
  );
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
