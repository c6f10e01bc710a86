import { maxTemplateAssetBytes, type templateAssetTypes } from '@marquee/contracts';
import { Readable } from 'node:stream';
import type { TemplateAsset } from '../../db/schema';
import { BadRequest, PayloadTooLarge, UnsupportedMediaType } from '../../platform/errors';
import type { FileStore } from '../../platform/storage/file-store';

type AssetType = (typeof templateAssetTypes)[number];

/** A file a save or a package brings, before it is checked and stored. */
export interface IncomingAsset {
  fileName: string;
  bytes: Buffer;
}

const startsWith = (bytes: Buffer, signature: readonly number[] | string, at = 0) =>
  Buffer.from(signature as never).equals(bytes.subarray(at, at + signature.length));

/** The type a file's first bytes show, whatever its name says; undefined for anything else. */
export function sniffAssetType(bytes: Buffer): AssetType | undefined {
  if (startsWith(bytes, 'wOF2')) return 'font/woff2';
  if (startsWith(bytes, 'wOFF')) return 'font/woff';
  if (startsWith(bytes, [0, 1, 0, 0]) || startsWith(bytes, 'true')) return 'font/ttf';
  if (startsWith(bytes, 'OTTO')) return 'font/otf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'image/gif';
  return undefined;
}

/**
 * Checks a template's files (names once each, 10 MB together, fonts and raster images by their
 * bytes) and puts them in the file store, where the same bytes are stored once whoever brings them.
 */
export async function storeTemplateAssets(
  files: FileStore,
  assets: readonly IncomingAsset[],
): Promise<TemplateAsset[]> {
  const total = assets.reduce((sum, asset) => sum + asset.bytes.length, 0);
  if (total > maxTemplateAssetBytes)
    throw new PayloadTooLarge(
      `assets: a template's files may hold at most ${maxTemplateAssetBytes} bytes together; these hold ${total}`,
    );
  const names = new Set<string>();
  const typed = assets.map((asset, index) => {
    if (names.has(asset.fileName))
      throw new BadRequest(`assets[${index}].fileName: ${asset.fileName} is there twice`);
    names.add(asset.fileName);
    const contentType = sniffAssetType(asset.bytes);
    if (!contentType)
      throw new UnsupportedMediaType(
        `assets[${index}]: ${asset.fileName} is not a font (woff2, woff, ttf, otf) or a raster image (png, jpeg, webp, gif)`,
      );
    return { ...asset, contentType };
  });
  const stored: TemplateAsset[] = [];
  for (const asset of typed) {
    const { hash, sizeBytes } = await files.put(Readable.from([asset.bytes]));
    stored.push({ fileName: asset.fileName, hash, sizeBytes, contentType: asset.contentType });
  }
  return stored;
}
