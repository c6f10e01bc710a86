/** Reads `length` bytes at `offset` of a file (fewer at its end). */
export type ReadAt = (offset: number, length: number) => Promise<Buffer>;

export interface ImageSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk right after the signature holds width and height. */
async function pngSize(read: ReadAt): Promise<ImageSize | null> {
  const head = await read(0, 24);
  if (head.length < 24 || head.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless...), which carry the size. */
const startOfFrame = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** JPEG: walks the marker segments to the first start-of-frame. */
async function jpegSize(read: ReadAt, sizeBytes: number): Promise<ImageSize | null> {
  let offset = 2;
  // A file of many segments is bounded by its size; each step moves forward.
  while (offset + 9 <= sizeBytes) {
    const segment = await read(offset, 9);
    if (segment.length < 4 || segment[0] !== 0xff) return null;
    const marker = segment[1]!;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (startOfFrame.has(marker)) {
      return { height: segment.readUInt16BE(5), width: segment.readUInt16BE(7) };
    }
    offset += 2 + segment.readUInt16BE(2);
  }
  return null;
}

/**
 * The pixel size an image's header declares, read without decoding it, so a pixel flood is
 * refused before anything allocates its pixels. Null when the header cannot be read.
 */
export async function probeImageSize(
  mimeType: string,
  read: ReadAt,
  sizeBytes: number,
): Promise<ImageSize | null> {
  if (mimeType === 'image/png') return pngSize(read);
  if (mimeType === 'image/jpeg') return jpegSize(read, sizeBytes);
  return null;
}
