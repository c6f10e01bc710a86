// The files the media bench uploads, written to disk before the clock starts.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { open } from 'node:fs/promises';
import sharp from 'sharp';

function box(type, ...content) {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length, 0);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}

function fullBox(type, ...values) {
  const body = Buffer.alloc(4 + values.length * 4);
  values.forEach((value, index) => body.writeUInt32BE(value, 4 + index * 4));
  return box(type, body);
}

/** The first sample's bytes: one H.264 IDR NAL unit, length-prefixed, as the upload checks it. */
const firstFrameBytes = 1024;

function firstFrame() {
  const frame = Buffer.alloc(firstFrameBytes, 7);
  frame.writeUInt32BE(firstFrameBytes - 4, 0);
  frame[4] = 0x65;
  return frame;
}

/**
 * ftyp and a moov (one 1920x1080 avc1 track, 60 s, its sample tables naming one frame at the
 * start of the mdat that follows), the boxes the upload probes.
 */
function mp4Header(frameOffset = 0) {
  const mvhd = Buffer.alloc(100);
  mvhd.writeUInt32BE(1000, 12);
  mvhd.writeUInt32BE(60_000, 16);
  const tkhd = Buffer.alloc(84);
  tkhd.writeUInt32BE(1920 << 16, 76);
  tkhd.writeUInt32BE(1080 << 16, 80);
  const hdlr = Buffer.alloc(24);
  hdlr.write('vide', 8, 'latin1');
  const stsdHead = Buffer.alloc(8);
  stsdHead.writeUInt32BE(1, 4);
  const avcC = box('avcC', Buffer.from([1, 0x64, 0, 0x1f, 0xff, 0xe0, 0]));
  const stsd = box('stsd', stsdHead, box('avc1', Buffer.alloc(78), avcC));
  const stbl = box(
    'stbl',
    stsd,
    fullBox('stts', 1, 1, 60_000),
    fullBox('stsc', 1, 1, 1, 1),
    fullBox('stsz', 0, 1, firstFrameBytes),
    fullBox('stco', 1, frameOffset),
  );
  const trak = box('trak', box('tkhd', tkhd), box('mdia', box('hdlr', hdlr), box('minf', stbl)));
  return Buffer.concat([
    box('ftyp', Buffer.from('isom\0\0\0\0isomavc1', 'latin1')),
    box('moov', box('mvhd', mvhd), trak),
  ]);
}

/**
 * An MP4 of `totalBytes`: its header boxes, then one mdat of varied bytes (not zeros, which a
 * file system or disk could store sparsely or compress).
 */
export async function writeLargeMp4(path, totalBytes) {
  // The frame's offset does not change the header's length: measured once, then written in.
  const header = mp4Header(mp4Header().length + 8);
  const mdatHeader = Buffer.alloc(8);
  const mdatBytes = totalBytes - header.length;
  mdatHeader.writeUInt32BE(mdatBytes, 0);
  mdatHeader.write('mdat', 4, 'latin1');
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
  const out = createWriteStream(path);
  out.write(header);
  out.write(mdatHeader);
  out.write(firstFrame());
  let left = mdatBytes - 8 - firstFrameBytes;
  while (left > 0) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    left -= part.length;
    chunk.writeUInt32LE(left >>> 0, 0); // every chunk differs a little
    if (!out.write(part)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  // On disk before anything is timed: its write-back would otherwise slow what is measured.
  const handle = await open(path, 'r');
  await handle.sync();
  await handle.close();
}

/**
 * One 12-megapixel (4000x3000) JPEG of photo-like content (smooth noise), and `count` variants of
 * it that differ only by a comment segment: each is a distinct file that must be decoded whole.
 */
export async function twelveMegapixelJpegs(count) {
  const base = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#5a7d9a',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 90 })
    .toBuffer();
  return Array.from({ length: count }, (_, index) => {
    const text = Buffer.from(`bench image ${index}`, 'latin1');
    const comment = Buffer.alloc(4);
    comment.writeUInt16BE(0xfffe, 0);
    comment.writeUInt16BE(text.length + 2, 2);
    // SOI, the comment, then the rest of the file as sharp wrote it.
    return Buffer.concat([base.subarray(0, 2), comment, text, base.subarray(2)]);
  });
}
