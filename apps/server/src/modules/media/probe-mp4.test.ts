import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { probeMp4 } from './probe-mp4';
import { brokenMp4s, testMp4 } from './media-test-files';

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
      whole: true,
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
      whole: true,
    });
  });

  it('answers nothing for a file without a moov box rather than failing', async () => {
    const file = testMp4({ width: 10, height: 10, seconds: 1 }).subarray(0, 40);
    expect(await probeMp4(readerOf(file), file.length)).toEqual({
      duration: null,
      width: null,
      height: null,
      codec: null,
      whole: false,
    });
  });

  it.each(Object.entries(brokenMp4s()))('finds a file with %s not whole', async (_, file) => {
    expect(await probeMp4(readerOf(file), file.length)).toMatchObject({ whole: false });
  });

  it('reads the duration of a fragmented file from mvex/mehd when mvhd says 0', async () => {
    const file = testMp4({ width: 640, height: 360, seconds: 0, fragmentedSeconds: 9 });
    expect(await probeMp4(readerOf(file), file.length)).toMatchObject({ duration: 9, whole: true });
  });
});
