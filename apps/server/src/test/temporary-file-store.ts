import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FsFileStore } from '../platform/storage/fs-file-store';

/** A file-system store in a fresh folder under the system's temp folder. */
export async function temporaryFileStore(): Promise<FsFileStore> {
  return new FsFileStore(mkdtempSync(join(tmpdir(), 'marquee-media-'))).open();
}
