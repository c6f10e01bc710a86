import { PayloadTooLarge, UnsupportedMediaType } from '../../platform/errors';
import type { StoredFile } from '../../platform/storage/file-store';
import type { FileKind } from './media-content';
import type { MediaPlatform } from './media-context';
import { orientationOf } from '@marquee/domain';
import { probeImageSize } from './probe-image';
import { probeMp4 } from './probe-mp4';
import { readStored } from './read-stored';

/** What the upload learns of a file from its headers, before any processing. */
export interface UploadFacts {
  width: number | null;
  height: number | null;
  durationMs: number | null;
  videoCodec: string | null;
  orientation: ReturnType<typeof orientationOf>;
}

/**
 * Reads the pixel size of an image or the facts of a video from the stored file's headers,
 * refusing an image with more pixels than allowed (a pixel flood) before anything decodes it,
 * and a video that cannot be played (`probeMp4` says why).
 */
export async function probeUpload(
  platform: MediaPlatform,
  kind: FileKind,
  stored: StoredFile,
  fileName: string,
): Promise<UploadFacts> {
  const read = readStored(platform.files, stored.hash, stored.sizeBytes);
  if (kind.mediaType === 'Video') {
    const video = await probeMp4(read, stored.sizeBytes);
    // A video that cannot be played is refused now rather than shown as fine and scheduled.
    if (video.problem) throw new UnsupportedMediaType(`${fileName} ${video.problem}`);
    return {
      width: video.width!,
      height: video.height!,
      durationMs: Math.round(video.duration! * 1000),
      videoCodec: video.codec!,
      orientation: orientationOf(video.width, video.height),
    };
  }
  const size = await probeImageSize(kind.mimeType, read, stored.sizeBytes);
  if (!size || size.width === 0 || size.height === 0) {
    throw new UnsupportedMediaType(`${fileName} is not a readable image`);
  }
  const pixels = size.width * size.height;
  if (pixels > platform.config.maxPixels) {
    throw new PayloadTooLarge(
      `${fileName} has ${Math.round(pixels / 1e6)} megapixels; at most ${Math.round(
        platform.config.maxPixels / 1e6,
      )} are accepted`,
    );
  }
  return {
    ...size,
    durationMs: null,
    videoCodec: null,
    orientation: orientationOf(size.width, size.height),
  };
}
