import { Readable } from 'node:stream';
import type sharpLibrary from 'sharp';
import type { Sharp } from 'sharp';
import type { MediaPlatform } from './media-context';

type ImageLibrary = typeof sharpLibrary;

/** Thumbnails fit in 480x480, previews in a 1920 screen; neither is enlarged. */
const thumbnailBox = 480;
const previewBox = 1920;

/**
 * The image library, loaded with the first image to process: its native part costs about 30 MB
 * of memory, which a server busy only with screens should not carry.
 */
export async function imageLibrary(): Promise<ImageLibrary> {
  return (await import('sharp')).default;
}

/** An image to decode from `input`, upright by its EXIF orientation. */
export function openImage(sharp: ImageLibrary, platform: MediaPlatform, input: Buffer): Sharp {
  return sharp(input, { limitInputPixels: platform.config.maxPixels, failOn: 'error' }).rotate();
}

export async function storeBuffer(platform: MediaPlatform, bytes: Buffer): Promise<string> {
  return (await platform.files.put(Readable.from([bytes]))).hash;
}

/**
 * The thumbnail of a still (a photo, a poster frame) as JPEG. Asking for the small size straight
 * from the file lets a JPEG decode at an eighth of its size, which is most of why a thumbnail
 * costs a third of a preview.
 */
export function thumbnailOf(image: Sharp): Promise<Buffer> {
  return image
    .resize(thumbnailBox, thumbnailBox, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/**
 * The preview: a PNG stays PNG (it may be transparent), the rest become JPEG. Its Huffman tables
 * are the standard ones: optimising them saves a few per cent of a file shown once in a while,
 * at a third of the preview's encoding time.
 */
export function previewOf(image: Sharp, mimeType: string | null): Promise<Buffer> {
  const fitted = image.resize(previewBox, previewBox, { fit: 'inside', withoutEnlargement: true });
  return (
    mimeType === 'image/png' ? fitted.png() : fitted.jpeg({ quality: 85, optimiseCoding: false })
  ).toBuffer();
}
