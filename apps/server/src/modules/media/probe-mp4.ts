import type { ReadAt } from './probe-image';

export interface VideoFacts {
  /** Seconds. */
  duration: number | null;
  width: number | null;
  height: number | null;
  /** The video sample entry's type: `avc1`, `hvc1`, `av01`, `vp09`... */
  codec: string | null;
  /**
   * Whether the file's top-level boxes run from its first byte to its last: garbage in between,
   * a box size that points past the end, or a file cut short all break that.
   */
  whole: boolean;
}

/** Boxes read at one level at most, so a file of tiny boxes costs little to walk. */
const maxBoxes = 10_000;

interface Box {
  type: string;
  /** Where its content starts and ends in the file. */
  start: number;
  end: number;
}

/** The boxes directly inside `[start, end)`. */
async function boxesIn(read: ReadAt, start: number, end: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end && boxes.length < maxBoxes) {
    const header = await read(offset, 16);
    if (header.length < 8) break;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) break;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize || offset + size > end) break;
    boxes.push({ type, start: offset + headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

async function child(read: ReadAt, parent: Box, type: string): Promise<Box | undefined> {
  return (await boxesIn(read, parent.start, parent.end)).find((box) => box.type === type);
}

/** mvhd: version 0 has 32-bit times, version 1 64-bit; the timescale then the duration. */
async function movieDuration(read: ReadAt, mvhd: Box): Promise<number | null> {
  const data = await read(mvhd.start, 32);
  const version = data[0];
  const timescale = version === 1 ? data.readUInt32BE(20) : data.readUInt32BE(12);
  const units = version === 1 ? Number(data.readBigUInt64BE(24)) : data.readUInt32BE(16);
  return timescale > 0 && units > 0 ? units / timescale : null;
}

/** A fragmented file's mvhd may say 0; mvex/mehd then holds the whole length, in mvhd's timescale. */
async function fragmentsDuration(read: ReadAt, mvhd: Box, mvex: Box): Promise<number | null> {
  const mehd = await child(read, mvex, 'mehd');
  if (!mehd) return null;
  const head = await read(mvhd.start, 24);
  const timescale = head[0] === 1 ? head.readUInt32BE(20) : head.readUInt32BE(12);
  const data = await read(mehd.start, 12);
  const units = data[0] === 1 ? Number(data.readBigUInt64BE(4)) : data.readUInt32BE(4);
  return timescale > 0 && units > 0 ? units / timescale : null;
}

/** tkhd ends with width and height as 16.16 fixed point. */
async function trackSize(read: ReadAt, tkhd: Box): Promise<{ width: number; height: number }> {
  const data = await read(tkhd.end - 8, 8);
  return { width: data.readUInt32BE(0) >>> 16, height: data.readUInt32BE(4) >>> 16 };
}

/** The handler (vide, soun...) and first sample entry type of a track. */
async function trackKind(
  read: ReadAt,
  trak: Box,
): Promise<{ handler: string; codec: string | null }> {
  const mdia = await child(read, trak, 'mdia');
  if (!mdia) return { handler: '', codec: null };
  const hdlr = await child(read, mdia, 'hdlr');
  const handler = hdlr ? (await read(hdlr.start + 8, 4)).toString('latin1') : '';
  const minf = await child(read, mdia, 'minf');
  const stbl = minf && (await child(read, minf, 'stbl'));
  const stsd = stbl && (await child(read, stbl, 'stsd'));
  // stsd: version and flags (4), entry count (4), then the first entry's size (4) and type (4).
  const codec = stsd ? (await read(stsd.start + 12, 4)).toString('latin1') : null;
  return { handler, codec };
}

/**
 * Reads duration, size and codec of an MP4 (ISO base media) file from its boxes
 * (moov/mvhd or mvex/mehd, trak/tkhd, mdia/hdlr and stbl/stsd) without decoding it, and whether
 * its boxes span the whole file. The moov box may sit at the start or the end of the file; only
 * the boxes on the way are read.
 */
export async function probeMp4(read: ReadAt, sizeBytes: number): Promise<VideoFacts> {
  const top = await boxesIn(read, 0, sizeBytes);
  const facts: VideoFacts = {
    duration: null,
    width: null,
    height: null,
    codec: null,
    whole: top.length === maxBoxes || (top.length > 0 && top.at(-1)!.end === sizeBytes),
  };
  const moov = top.find((box) => box.type === 'moov');
  if (!moov) return facts;
  const inMoov = await boxesIn(read, moov.start, moov.end);
  const mvhd = inMoov.find((box) => box.type === 'mvhd');
  const mvex = inMoov.find((box) => box.type === 'mvex');
  if (mvhd) facts.duration = await movieDuration(read, mvhd);
  if (mvhd && mvex && facts.duration === null) {
    facts.duration = await fragmentsDuration(read, mvhd, mvex);
  }
  for (const trak of inMoov.filter((box) => box.type === 'trak')) {
    const kind = await trackKind(read, trak);
    if (kind.handler !== 'vide') continue;
    const tkhd = await child(read, trak, 'tkhd');
    if (tkhd) Object.assign(facts, await trackSize(read, tkhd));
    facts.codec = kind.codec;
    break;
  }
  return facts;
}
