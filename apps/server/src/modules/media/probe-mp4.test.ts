import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { probeMp4 } from './probe-mp4';
import { brokenMp4s, testMp4, unplayableMp4s } from './media-test-files';

const readerOf = (file: Buffer) => async (offset: number, length: number) =>
  file.subarray(offset, offset + length);

describe('reading an MP4 from its boxes', () => {
  it('finds duration, size and codec in a moov box after the media data', async () => {
    const file = testMp4({ width: 1920, height: 1080, seconds: 12, codec: 'hvc1' });
    expect(await probeMp4(readerOf(file), file.length)).toEqual({
      duration: 12,
      width: 1920,
      height: 1080,
      codec: 'hvc1',
      problem: null,
    });
  });

  it('reads the H.264 file a browser encoded, with moov before the media data', async () => {
    const file = await readFile(
      new URL('../../../../../e2e/fixtures/sample-320x180.mp4', import.meta.url),
    );
    expect(await probeMp4(readerOf(file), file.length)).toEqual({
      duration: 2,
      width: 320,
      height: 180,
      codec: 'avc1',
      problem: null,
    });
  });

  it('answers nothing for a file without a moov box rather than failing', async () => {
    const file = testMp4({ width: 10, height: 10, seconds: 1 }).subarray(0, 40);
    expect(await probeMp4(readerOf(file), file.length)).toEqual({
      duration: null,
      width: null,
      height: null,
      codec: null,
      problem: 'is damaged: its boxes do not run to the end of the file',
    });
  });

  it.each(Object.entries(brokenMp4s()))('finds a file with %s damaged', async (_, file) => {
    expect(await probeMp4(readerOf(file), file.length)).toMatchObject({
      problem: expect.stringMatching(/^is damaged/),
    });
  });

  it.each(Object.entries(unplayableMp4s()))(
    'finds a whole file with %s unplayable, saying why',
    async (_, { bytes, problem }) => {
      expect(await probeMp4(readerOf(bytes), bytes.length)).toMatchObject({ problem });
    },
  );

  it('takes no codec name made of bytes that are not letters and digits', async () => {
    const file = testMp4({ width: 64, height: 36, seconds: 1, codec: '\0\0\0\0' });
    expect(await probeMp4(readerOf(file), file.length)).toMatchObject({
      codec: null,
      problem: 'has no playable video track with a size and a duration',
    });
  });

  it('reads a box too short for its fields as absent rather than past its end', async () => {
    const file = testMp4({ width: 64, height: 36, seconds: 1 });
    const moov = file.indexOf('moov', 0, 'latin1') - 4;
    // An mvhd of 8 bytes, its 100 bytes of fields turned into a free box beside it.
    const cut = Buffer.from(file);
    cut.writeUInt32BE(8, moov + 8);
    cut.writeUInt32BE(100, moov + 16);
    cut.write('free', moov + 20, 'latin1');
    expect(await probeMp4(readerOf(cut), cut.length)).toMatchObject({
      duration: null,
      width: 64,
      problem: 'has no playable video track with a size and a duration',
    });
  });

  it('reads an H.265 key frame and a frame of a codec it cannot check as playable', async () => {
    for (const codec of ['hev1', 'av01']) {
      const file = testMp4({ width: 64, height: 36, seconds: 1, codec });
      expect(await probeMp4(readerOf(file), file.length)).toMatchObject({ codec, problem: null });
    }
  });

  it('reads the duration of a fragmented file from mvex/mehd when mvhd says 0', async () => {
    const file = testMp4({ width: 640, height: 360, seconds: 0, fragmentedSeconds: 9 });
    expect(await probeMp4(readerOf(file), file.length)).toMatchObject({
      duration: 9,
      problem: null,
    });
  });

  it('finds a fragmented file without a movie fragment unplayable', async () => {
    const fragmented = testMp4({ width: 640, height: 360, seconds: 0, fragmentedSeconds: 9 });
    const withoutFragment = fragmented.subarray(
      0,
      fragmented.lastIndexOf('moof', undefined, 'latin1') - 4,
    );
    expect(await probeMp4(readerOf(withoutFragment), withoutFragment.length)).toMatchObject({
      problem: 'has no video samples to play',
    });
  });
});
