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

/** Throws the caller's error for an archive that does not read (its own words for its kind). */
export type RefuseArchive = () => never;

function endRecordOffset(zip: Buffer, refuse: RefuseArchive): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - endSearch); at -= 1) {
    if (zip.readUInt32LE(at) === endSignature) return at;
  }
  return refuse();
}

function packedData(
  zip: Buffer,
  localOffset: number,
  packedSize: number,
  refuse: RefuseArchive,
): Buffer {
  if (localOffset + 30 > zip.length || zip.readUInt32LE(localOffset) !== localSignature) {
    refuse();
  }
  const start =
    localOffset + 30 + zip.readUInt16LE(localOffset + 26) + zip.readUInt16LE(localOffset + 28);
  if (start + packedSize > zip.length) refuse();
  return zip.subarray(start, start + packedSize);
}

/**
 * The entries of a zip held in memory, read from its central directory: the index every zip
 * reader trusts, and the only place the unpacked sizes can be checked before any byte is
 * inflated. A malformed directory, or one in zip64 form (no upload within its limit needs it),
 * is refused with the caller's error.
 */
export function zipDirectory(zip: Buffer, refuse: RefuseArchive): ZipEntry[] {
  if (zip.length < 22) refuse();
  const end = endRecordOffset(zip, refuse);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > end || zip.readUInt32LE(at) !== entrySignature) refuse();
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const localOffset = zip.readUInt32LE(at + 42);
    if ([packedSize, size, localOffset].includes(zip64Marker)) refuse();
    const nameLength = zip.readUInt16LE(at + 28);
    entries.push({
      name: zip.toString('utf8', at + 46, at + 46 + nameLength),
      method: zip.readUInt16LE(at + 10),
      crc: zip.readUInt32LE(at + 16),
      data: packedData(zip, localOffset, packedSize, refuse),
      size,
    });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
