import { readBounded } from '../../platform/storage/read-bounded';
import type { FileStore } from '../../platform/storage/file-store';
import { boxesIn, descendant, type Box } from './mp4-boxes';
import type { ReadAt } from './probe-image';
import { readStored } from './read-stored';

/**
 * XMP is stored as plain UTF-8 text between `<x:xmpmeta` and `</x:xmpmeta>` in every container
 * we take (JPEG APP1, PNG iTXt, MP4 and MOV boxes): the XMP specification asks writers not to
 * compress it, so that readers can find it by scanning. A packet in UTF-16 or in a compressed
 * PNG chunk is not found.
 */
const packetStart = Buffer.from('<x:xmpmeta', 'latin1');
const packetEnd = Buffer.from('</x:xmpmeta>', 'latin1');

export const xmpLimits = {
  /** Bytes read from the start of a file in search of its packet. */
  headBytes: 4 * 1024 * 1024,
  /** A longer packet is not read. */
  maxPacketBytes: 256 * 1024,
  /** Packets read from one file (an image may embed others, e.g. a thumbnail's). */
  maxPackets: 4,
} as const;

/** The XMP packets in a run of bytes, in order, each at most `maxPacketBytes`. */
export function xmpPacketsIn(bytes: Buffer): string[] {
  const packets: string[] = [];
  let from = 0;
  while (packets.length < xmpLimits.maxPackets) {
    const start = bytes.indexOf(packetStart, from);
    if (start < 0) break;
    const searchEnd = Math.min(bytes.length, start + xmpLimits.maxPacketBytes);
    const end = bytes.subarray(0, searchEnd).indexOf(packetEnd, start);
    if (end < 0) {
      from = start + packetStart.length;
      continue;
    }
    from = end + packetEnd.length;
    packets.push(bytes.toString('utf8', start, from));
  }
  return packets;
}

/** The MP4 `uuid` box type that holds XMP (ISO 16684-1), as its 16 bytes. */
const xmpUuid = Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex');

/** Where an MP4 or MOV keeps its XMP: a top-level `uuid` box, or QuickTime's `moov/udta/XMP_`. */
async function xmpBoxesOfMp4(read: ReadAt, sizeBytes: number): Promise<Box[]> {
  const top = await boxesIn(read, 0, sizeBytes);
  const found: Box[] = [];
  for (const box of top) {
    if (box.type !== 'uuid' || box.end - box.start < 16) continue;
    if ((await read(box.start, 16)).equals(xmpUuid)) found.push({ ...box, start: box.start + 16 });
  }
  const quickTime = await descendant(
    read,
    top.find((box) => box.type === 'moov'),
    'udta',
    'XMP_',
  );
  if (quickTime) found.push(quickTime);
  return found;
}

/**
 * The XMP packets of a stored photo or video, read in bounded pieces: a video's XMP boxes
 * wherever they are in the file, else, and for photos, whatever packet the file's first
 * `headBytes` hold (JPEG and PNG write theirs before the pixels).
 */
export async function readXmpPackets(
  files: FileStore,
  file: { hash: string; sizeBytes: number; isVideo: boolean },
): Promise<string[]> {
  if (file.sizeBytes <= 0) return [];
  if (file.isVideo) {
    const read = readStored(files, file.hash, file.sizeBytes);
    const packets: string[] = [];
    for (const box of await xmpBoxesOfMp4(read, file.sizeBytes)) {
      const length = Math.min(box.end - box.start, xmpLimits.maxPacketBytes);
      packets.push(...xmpPacketsIn(await read(box.start, length)));
    }
    if (packets.length > 0) return packets;
  }
  const headBytes = Math.min(file.sizeBytes, xmpLimits.headBytes);
  const head = await files.get(file.hash, { start: 0, end: headBytes - 1 });
  return xmpPacketsIn(await readBounded(head, headBytes, 'media: the file is larger than read'));
}
