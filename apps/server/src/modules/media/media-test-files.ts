import sharp from 'sharp';

export function testImage(width: number, height: number, format: 'png' | 'jpeg' = 'png') {
  const image = sharp({ create: { width, height, channels: 3, background: '#3366cc' } });
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

/** A PNG whose header claims far more pixels than its few bytes hold: a pixel flood. */
export async function pixelFloodPng(): Promise<Buffer> {
  const png = Buffer.from(await testImage(1, 1));
  png.writeUInt32BE(100_000, 16);
  png.writeUInt32BE(100_000, 20);
  return png;
}

/** An MP4 box of a type and content. */
export function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type: string, ...values: number[]): Buffer {
  const body = Buffer.alloc(4 + values.length * 4);
  values.forEach((value, index) => body.writeUInt32BE(value, 4 + index * 4));
  return box(type, body);
}

const isH265 = (codec: string) => codec === 'hvc1' || codec === 'hev1';

/** One sample of length-prefixed NAL units: a key picture (H.264 IDR or H.265 IDR_W_RADL). */
function keyFrame(codec: string, size: number): Buffer {
  const frame = Buffer.alloc(size, 7);
  frame.writeUInt32BE(size - 4, 0);
  if (isH265(codec)) frame.writeUInt16BE((19 << 9) | 1, 4);
  else frame[4] = 0x65;
  return frame;
}

/** The decoder configuration a sample entry carries: 4-byte NAL lengths either way. */
function decoderConfig(codec: string): Buffer[] {
  if (codec.startsWith('avc')) return [box('avcC', Buffer.from([1, 0x64, 0, 0x1f, 0xff, 0xe0, 0]))];
  const hvcC = Buffer.alloc(23);
  hvcC[0] = 1;
  hvcC[21] = 0x03;
  return isH265(codec) ? [box('hvcC', hvcC)] : [];
}

/**
 * A minimal MP4 as a muxer writes it: ftyp, an mdat holding one key frame, then moov with mvhd
 * and one video track whose sample tables point at that frame. The options forge the shapes a
 * damaged or hostile upload takes.
 */
export function testMp4(options: {
  width: number;
  height: number;
  seconds: number;
  codec?: string;
  /** Makes it fragmented: mvex/mehd holds this length (mvhd's `seconds` may then be 0). */
  fragmentedSeconds?: number;
  /** A version 1 mvhd whose 64-bit duration counts these milliseconds instead of `seconds`. */
  durationUnits?: bigint;
  /** Leaves the sample tables out: a track that names a codec and holds no sample. */
  withoutSampleTables?: boolean;
  /** The media data's bytes instead of a key frame (2048 of them, so the tables still fit). */
  mediaData?: Buffer;
}) {
  const codec = options.codec ?? 'avc1';
  const mvhd = Buffer.alloc(100);
  if (options.durationUnits === undefined) {
    mvhd.writeUInt32BE(1000, 12);
    mvhd.writeUInt32BE(options.seconds * 1000, 16);
  } else {
    mvhd[0] = 1;
    mvhd.writeUInt32BE(1000, 20);
    mvhd.writeBigUInt64BE(options.durationUnits, 24);
  }
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(options.width * 0x10000, 76);
  tkhd.writeUInt32BE(options.height * 0x10000, 80);
  const hdlr = Buffer.alloc(24);
  hdlr.write('vide', 8, 'latin1');
  const entry = box(codec, Buffer.alloc(78), ...decoderConfig(codec));
  const stsdHead = Buffer.alloc(8);
  stsdHead.writeUInt32BE(1, 4);
  const stsd = box('stsd', stsdHead, entry);
  const ftyp = box('ftyp', Buffer.from('isom\0\0\0\0isomavc1', 'latin1'));
  const mdat = box('mdat', options.mediaData ?? keyFrame(codec, 2048));
  const isFragmented = options.fragmentedSeconds !== undefined;
  // A fragmented file's tables are empty: its samples are in the movie fragments.
  const samples = isFragmented ? 0 : 1;
  const tables = options.withoutSampleTables
    ? []
    : [
        fullBox('stts', samples, 1, 1000),
        fullBox('stsc', samples, 1, 1, 1),
        fullBox('stsz', 0, samples, 2048),
        fullBox('stco', samples, ftyp.length + 8),
      ];
  const trak = box(
    'trak',
    box('tkhd', tkhd),
    box('mdia', box('hdlr', hdlr), box('minf', box('stbl', stsd, ...tables))),
  );
  const mehd = Buffer.alloc(8);
  mehd.writeUInt32BE((options.fragmentedSeconds ?? 0) * 1000, 4);
  const mvex = isFragmented ? [box('mvex', box('mehd', mehd))] : [];
  const fragment = isFragmented
    ? [box('moof', fullBox('mfhd', 1), box('traf', fullBox('tfhd', 1), fullBox('trun', 1, 0)))]
    : [];
  return Buffer.concat([ftyp, mdat, box('moov', box('mvhd', mvhd), ...mvex, trak), ...fragment]);
}

/** MP4s whose boxes give no playable video: each shape a damaged or forged upload takes. */
export function brokenMp4s(): Record<string, Buffer> {
  const whole = testMp4({ width: 640, height: 360, seconds: 4 });
  const ftyp = whole.subarray(0, whole.readUInt32BE(0));
  const bogusSize = Buffer.from(whole);
  // The mdat after ftyp claims to run far past the end of the file.
  bogusSize.writeUInt32BE(0x7fffffff, ftyp.length);
  return {
    'garbage after ftyp': Buffer.concat([
      ftyp,
      Buffer.from('this is no box at all, only text. '.repeat(40)),
    ]),
    'a bogus box size': bogusSize,
    'a truncated file': whole.subarray(0, whole.length - 40),
  };
}

/**
 * MP4s whose boxes are whole and name a video track, yet that no screen can play or no column
 * can hold, each with the reason the probe gives for it.
 */
export function unplayableMp4s(): Record<string, { bytes: Buffer; problem: string }> {
  const good = { width: 640, height: 360, seconds: 4 };
  const emptyFree = box('free');
  return {
    'a duration of 2^64-1 units': {
      bytes: testMp4({ ...good, seconds: 0, durationUnits: 2n ** 64n - 1n }),
      problem: 'says it lasts 5124095576030 hours; a video may last at most 596 hours',
    },
    'frames of 65535×65535': {
      bytes: testMp4({ ...good, width: 65535, height: 65535 }),
      problem:
        'has frames of 65535×65535 pixels; a video may be at most 16384 pixels wide and high',
    },
    'no sample tables': {
      bytes: testMp4({ ...good, withoutSampleTables: true }),
      problem: 'has no video samples to play',
    },
    'garbage where its frame should be': {
      bytes: testMp4({ ...good, mediaData: Buffer.from('garbage!'.repeat(256), 'latin1') }),
      problem: 'has no avc1 video data where its first frame should be',
    },
    '9,998 empty free boxes and then garbage': {
      bytes: Buffer.concat([
        testMp4(good),
        ...Array.from({ length: 9_998 }, () => emptyFree),
        Buffer.from('no more boxes here, only text'),
      ]),
      problem: 'has 10000 or more boxes at its top level, more than are read',
    },
  };
}
