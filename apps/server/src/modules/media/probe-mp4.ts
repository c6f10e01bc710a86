import { boxesIn, child, contentOf, descendant, maxBoxes, type Box } from './mp4-boxes';
import { samplesProblem } from './mp4-samples';
import type { ReadAt } from './probe-image';

export interface VideoFacts {
  /** Seconds. */
  duration: number | null;
  width: number | null;
  height: number | null;
  /** The video sample entry's type: `avc1`, `hvc1`, `av01`, `vp09`... */
  codec: string | null;
  /**
   * Why the file cannot be played, said after its name ("is damaged: ..."), or null. Each
   * number above is also bounded here by what the media row holds.
   */
  problem: string | null;
}

/** The longest video kept: its duration in milliseconds fills a 32-bit integer column. */
export const maxVideoMs = 2 ** 31 - 1;
/**
 * The widest and highest frame kept: no codec a screen plays goes past it, and the resolution
 * sort multiplies width by height in 32 bits.
 */
export const maxVideoSide = 16_384;

/** A timescale and a count of its units, as seconds; null when either is 0. */
function seconds(timescale: number, units: number): number | null {
  return timescale > 0 && units > 0 ? units / timescale : null;
}

/** mvhd: version 0 has 32-bit times, version 1 64-bit; the timescale then the duration. */
async function movieDuration(read: ReadAt, mvhd: Box): Promise<number | null> {
  const data = await contentOf(read, mvhd, 32);
  if (!data) return null;
  return data[0] === 1
    ? seconds(data.readUInt32BE(20), Number(data.readBigUInt64BE(24)))
    : seconds(data.readUInt32BE(12), data.readUInt32BE(16));
}

/** A fragmented file's mvhd may say 0; mvex/mehd then holds the whole length, in mvhd's timescale. */
async function fragmentsDuration(read: ReadAt, mvhd: Box, mvex: Box): Promise<number | null> {
  const mehd = await child(read, mvex, 'mehd');
  const head = await contentOf(read, mvhd, 24);
  const version = mehd && (await contentOf(read, mehd, 1))?.[0];
  const data = mehd && (await contentOf(read, mehd, version === 1 ? 12 : 8));
  if (!head || !data) return null;
  const timescale = head[0] === 1 ? head.readUInt32BE(20) : head.readUInt32BE(12);
  return seconds(timescale, version === 1 ? Number(data.readBigUInt64BE(4)) : data.readUInt32BE(4));
}

/** tkhd ends with width and height as 16.16 fixed point. */
async function trackSize(read: ReadAt, tkhd: Box): Promise<{ width: number; height: number }> {
  if (tkhd.end - tkhd.start < 8) return { width: 0, height: 0 };
  const data = await read(tkhd.end - 8, 8);
  return { width: data.readUInt32BE(0) >>> 16, height: data.readUInt32BE(4) >>> 16 };
}

/** The first sample entry's type, when it reads as a codec name (`avc1`, `vp09`...). */
async function sampleEntryType(read: ReadAt, stsd: Box | undefined): Promise<string | null> {
  // stsd: version and flags (4), entry count (4), then the first entry's size (4) and type (4).
  const data = stsd && (await contentOf(read, stsd, 16));
  const type = data?.toString('latin1', 12, 16);
  return type && /^[a-z0-9]{4}$/i.test(type) ? type : null;
}

/** The first video track (handler `vide`) of the movie. */
async function videoTrack(read: ReadAt, inMoov: Box[]) {
  for (const trak of inMoov.filter((box) => box.type === 'trak')) {
    const hdlr = await descendant(read, trak, 'mdia', 'hdlr');
    const handler = hdlr && (await contentOf(read, hdlr, 12));
    if (handler?.toString('latin1', 8, 12) !== 'vide') continue;
    return {
      tkhd: await child(read, trak, 'tkhd'),
      stbl: await descendant(read, trak, 'mdia', 'minf', 'stbl'),
    };
  }
  return undefined;
}

/** Why facts read from the boxes cannot be kept, or null. */
function factsProblem(facts: VideoFacts): string | null {
  if (!facts.codec || !facts.width || !facts.height || !facts.duration) {
    return 'has no playable video track with a size and a duration';
  }
  if (facts.duration * 1000 > maxVideoMs) {
    return `says it lasts ${Math.round(facts.duration / 3600)} hours; a video may last at most ${Math.floor(maxVideoMs / 3_600_000)} hours`;
  }
  if (facts.width > maxVideoSide || facts.height > maxVideoSide) {
    return `has frames of ${facts.width}×${facts.height} pixels; a video may be at most ${maxVideoSide} pixels wide and high`;
  }
  return null;
}

/**
 * Reads duration, size and codec of an MP4 (ISO base media) file from its boxes
 * (moov/mvhd or mvex/mehd, trak/tkhd, mdia/hdlr and stbl/stsd) without decoding it, and why it
 * cannot be played, if it cannot: boxes that do not span the whole file, too many of them to
 * tell, no video track, numbers out of bounds, or no samples to decode (`mp4-samples.ts`). The
 * moov box may sit at the start or the end of the file; only the boxes on the way are read.
 */
export async function probeMp4(read: ReadAt, sizeBytes: number): Promise<VideoFacts> {
  const top = await boxesIn(read, 0, sizeBytes);
  const facts: VideoFacts = {
    duration: null,
    width: null,
    height: null,
    codec: null,
    problem: null,
  };
  // The walk stops at the cap, so a file of more boxes cannot be seen to end where its last does.
  if (top.length === maxBoxes) {
    return {
      ...facts,
      problem: `has ${maxBoxes} or more boxes at its top level, more than are read`,
    };
  }
  if (top.length === 0 || top.at(-1)!.end !== sizeBytes) {
    return { ...facts, problem: 'is damaged: its boxes do not run to the end of the file' };
  }
  const moov = top.find((box) => box.type === 'moov');
  const inMoov = moov ? await boxesIn(read, moov.start, moov.end) : [];
  const mvhd = inMoov.find((box) => box.type === 'mvhd');
  const mvex = inMoov.find((box) => box.type === 'mvex');
  if (mvhd) facts.duration = await movieDuration(read, mvhd);
  if (mvhd && mvex && facts.duration === null) {
    facts.duration = await fragmentsDuration(read, mvhd, mvex);
  }
  const track = await videoTrack(read, inMoov);
  if (track?.tkhd) Object.assign(facts, await trackSize(read, track.tkhd));
  if (track?.stbl) facts.codec = await sampleEntryType(read, await child(read, track.stbl, 'stsd'));
  facts.problem = factsProblem(facts);
  if (!facts.problem && track?.stbl) {
    facts.problem = await samplesProblem(read, {
      stbl: track.stbl,
      codec: facts.codec!,
      top,
      isFragmented: !!mvex,
      sizeBytes,
    });
  }
  return facts;
}
