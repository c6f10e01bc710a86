import { BadRequest } from '../../../platform/errors';

/** One file of a zip archive as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  /** Where the entry's packed bytes lie in the archive. */
  data: Buffer;
  /** What the directory claims the entry unpacks to; the unpacking holds it to that. */
  size: number;
}

const endSignature = 0x06054b50;
const entrySignature = 0x02014b50;
const localSignature = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65535. */
const endSearch = 22 + 0xffff;
/** Sizes and offsets of this value mean the real ones are in a zip64 field. */
const zip64Marker = 0xffffffff;

function notAWorkbook(): never {
  throw new BadRequest('file: not an Excel workbook (.xlsx)');
}

function endRecordOffset(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - endSearch); at -= 1) {
    if (zip.readUInt32LE(at) === endSignature) return at;
  }
  return notAWorkbook();
}

function packedData(zip: Buffer, localOffset: number, packedSize: number): Buffer {
  if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== localSignature) {
    notAWorkbook();
  }
  const start =
    localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
  if (start + packedSize > zip.length) notAWorkbook();
  return zip.subarray(start, start + packedSize);
}

/**
 * The entries of a zip held in memory, read from its central directory: the index every zip
 * reader trusts, and the only place the unpacked sizes can be checked before any byte is
 * inflated. A malformed directory, or one in zip64 form (no workbook within the upload limit
 * needs it), is a 400.
 */
export function zipDirectory(zip: Buffer): ZipEntry[] {
  if (zip.length < 22) notAWorkbook();
  const end = endRecordOffset(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== entrySignature) notAWorkbook();
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const localOffset = zip.readUInt32LE(at + 42);
    if ([packedSize, size, localOffset].includes(zip64Marker)) notAWorkbook();
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      data: packedData(zip, localOffset, packedSize),
      size,
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
