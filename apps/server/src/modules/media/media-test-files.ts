import sharp from 'sharp';

/** A multipart body of files, as a browser's form sends it. */
export function multipart(parts: Array<{ name?: string; fileName: string; bytes: Buffer }>) {
  const boundary = `----marquee${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name ?? 'file'}"; filename="${part.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    part.bytes,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

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

function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

/** A minimal MP4: ftyp, an mdat, then moov with mvhd and one video track, as a muxer writes them. */
export function testMp4(options: {
  width: number;
  height: number;
  seconds: number;
  codec?: string;
  /** Makes it fragmented: mvex/mehd holds this length (mvhd's `seconds` may then be 0). */
  fragmentedSeconds?: number;
}) {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(options.seconds * 1000, 16);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(options.width << 16, 76);
  tkhd.writeUInt32BE(options.height << 16, 80);
  const hdlr = Buffer.alloc(24);
  hdlr.write('vide', 8, 'latin1');
  const entry = box(options.codec ?? 'avc1', Buffer.alloc(78));
  const stsdHead = Buffer.alloc(8);
  stsdHead.writeUInt32BE(1, 4);
  const stsd = box('stsd', stsdHead, entry);
  const trak = box(
    'trak',
    box('tkhd', tkhd),
    box('mdia', box('hdlr', hdlr), box('minf', box('stbl', stsd))),
  );
  const mehd = Buffer.alloc(8);
  mehd.writeUInt32BE((options.fragmentedSeconds ?? 0) * 1000, 4);
  const mvex = options.fragmentedSeconds === undefined ? [] : [box('mvex', box('mehd', mehd))];
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\0\0isomavc1', 'latin1')),
    box('mdat', Buffer.alloc(2048, 7)),
    box('moov', box('mvhd', mvhd), ...mvex, trak),
  ]);
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
