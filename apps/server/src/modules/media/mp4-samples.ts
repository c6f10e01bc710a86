import { boxesIn, child, contentOf, descendant, type Box } from './mp4-boxes';
import type { ReadAt } from './probe-image';

/** Where a sample lies in the file. */
interface SampleSpan {
  offset: number;
  size: number;
}

/** The entry count of a table box (after its version and flags), 0 when it is missing. */
async function entryCount(read: ReadAt, box: Box | undefined): Promise<number> {
  const data = box && (await contentOf(read, box, 8));
  return data ? data.readUInt32BE(4) : 0;
}

/** The first sample's size: stsz holds one size for all or a table; stz2 a compact table. */
async function firstSampleSize(read: ReadAt, stbl: Box): Promise<number | null> {
  const stsz = await child(read, stbl, 'stsz');
  if (stsz) {
    const head = await contentOf(read, stsz, 12);
    if (!head || head.readUInt32BE(8) === 0) return null;
    if (head.readUInt32BE(4) > 0) return head.readUInt32BE(4);
    return (await contentOf(read, stsz, 16))?.readUInt32BE(12) ?? null;
  }
  const stz2 = await child(read, stbl, 'stz2');
  const head = stz2 && (await contentOf(read, stz2, 14));
  if (!head || head.readUInt32BE(8) === 0) return null;
  const fieldSize = head[7];
  if (fieldSize === 16) return head.readUInt16BE(12);
  if (fieldSize === 8) return head[12]!;
  return fieldSize === 4 ? head[12]! >> 4 : null;
}

/** The first chunk's offset (stco, or co64 in a large file): the first sample starts there. */
async function firstChunkOffset(read: ReadAt, stbl: Box): Promise<number | null> {
  const stco = await child(read, stbl, 'stco');
  const narrow = stco && (await contentOf(read, stco, 12));
  if (narrow) return narrow.readUInt32BE(4) > 0 ? narrow.readUInt32BE(8) : null;
  const co64 = await child(read, stbl, 'co64');
  const wide = co64 && (await contentOf(read, co64, 16));
  return wide && wide.readUInt32BE(4) > 0 ? Number(wide.readBigUInt64BE(8)) : null;
}

/** Where the track's first sample lies, or null when its tables hold no sample to decode. */
async function firstSample(read: ReadAt, stbl: Box): Promise<SampleSpan | null> {
  // Without timing (stts) and chunk (stsc) entries a player cannot place any sample.
  if ((await entryCount(read, await child(read, stbl, 'stts'))) === 0) return null;
  if ((await entryCount(read, await child(read, stbl, 'stsc'))) === 0) return null;
  const size = await firstSampleSize(read, stbl);
  const offset = await firstChunkOffset(read, stbl);
  return size && offset !== null ? { offset, size } : null;
}

/** How a codec frames its pictures as length-prefixed NAL units (ISO/IEC 14496-15). */
interface NalFormat {
  /** The decoder configuration box inside the sample entry. */
  config: string;
  /** Where in that box's content the low two bits give the length field's size less one. */
  lengthSizeAt: number;
  headerSize: number;
  kind: (header: Buffer) => 'picture' | 'other' | 'invalid';
}

const h264: NalFormat = {
  config: 'avcC',
  lengthSizeAt: 4,
  headerSize: 1,
  kind: ([byte]) => {
    const type = byte! & 0x1f;
    if (byte! & 0x80 || type === 0 || type > 23) return 'invalid';
    return type <= 5 ? 'picture' : 'other';
  },
};

const h265: NalFormat = {
  config: 'hvcC',
  lengthSizeAt: 21,
  headerSize: 2,
  kind: ([first, second]) => {
    const type = (first! >> 1) & 0x3f;
    if (first! & 0x80 || (second! & 0x07) === 0 || type > 40) return 'invalid';
    if (type <= 21) return 'picture';
    return type >= 32 ? 'other' : 'invalid';
  },
};

const nalFormats: Record<string, NalFormat> = { avc1: h264, avc3: h264, hvc1: h265, hev1: h265 };

/** NAL units of the first sample walked at most; a sample framed this far is no noise. */
const maxUnits = 1_000;

/**
 * Whether the sample is NAL units end to end, each with a valid header, at least one of them a
 * picture: random or overwritten bytes fail this at once, since their first length field
 * points past the sample.
 */
async function isNalSample(
  read: ReadAt,
  sample: SampleSpan,
  format: NalFormat,
  lengthSize: number,
): Promise<boolean> {
  const end = sample.offset + sample.size;
  let offset = sample.offset;
  let hasPicture = false;
  for (let units = 0; offset < end && units < maxUnits; units += 1) {
    const head = await read(offset, lengthSize + format.headerSize);
    if (head.length < lengthSize + format.headerSize) return false;
    const length = head.readUIntBE(0, lengthSize);
    const kind = format.kind(head.subarray(lengthSize));
    if (kind === 'invalid' || length < format.headerSize) return false;
    if (offset + lengthSize + length > end) return false;
    hasPicture ||= kind === 'picture';
    offset += lengthSize + length;
  }
  return offset < end || hasPicture;
}

/** The length field's size of a NAL codec's samples, from the sample entry's configuration. */
async function nalLengthSize(read: ReadAt, stsd: Box, format: NalFormat): Promise<number | null> {
  // stsd: version and flags, the entry count, then the entries; a visual entry has 78 bytes of
  // fields before its own boxes.
  const [entry] = await boxesIn(read, stsd.start + 8, stsd.end);
  const config =
    entry &&
    (await boxesIn(read, entry.start + 78, entry.end)).find((box) => box.type === format.config);
  const data = config && (await contentOf(read, config, format.lengthSizeAt + 1));
  const size = data ? (data[format.lengthSizeAt]! & 0x03) + 1 : null;
  return size === 3 ? null : size;
}

/** Whether a fragmented file has a movie fragment with a sample in it. */
async function hasFragmentSamples(read: ReadAt, top: Box[]): Promise<boolean> {
  const moof = top.find((box) => box.type === 'moof');
  return (await entryCount(read, await descendant(read, moof, 'traf', 'trun'))) > 0;
}

/**
 * Why a video track cannot be played from its samples, or null when it can: no samples, a first
 * sample outside the file, or, for H.264 and H.265, a first sample that is not NAL units. A
 * fragmented file (`mvex`) keeps its samples in movie fragments, which only need to be there.
 */
export async function samplesProblem(
  read: ReadAt,
  options: { stbl: Box; codec: string; top: Box[]; isFragmented: boolean; sizeBytes: number },
): Promise<string | null> {
  const { stbl, codec, top, sizeBytes } = options;
  const sample = await firstSample(read, stbl);
  if (!sample) {
    return options.isFragmented && (await hasFragmentSamples(read, top))
      ? null
      : 'has no video samples to play';
  }
  if (sample.offset + sample.size > sizeBytes) {
    return 'has its first video frame outside the file';
  }
  const format = nalFormats[codec];
  const stsd = await child(read, stbl, 'stsd');
  if (!format || !stsd) return null;
  const lengthSize = await nalLengthSize(read, stsd, format);
  if (!lengthSize) return `has no ${format.config} decoder configuration for its ${codec} video`;
  return (await isNalSample(read, sample, format, lengthSize))
    ? null
    : `has no ${codec} video data where its first frame should be`;
}
