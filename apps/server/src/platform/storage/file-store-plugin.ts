import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { FileStore } from './file-store';
import { FsFileStore } from './fs-file-store';

export interface FileStorePluginOptions {
  dataDir: string;
  /** Another store (tests, an S3-compatible one); defaults to files in `DATA_DIR/media`. */
  store?: FileStore;
}

/** Decorates `app.files`, the one place media bytes are kept. */
export const fileStorePlugin = fp<FileStorePluginOptions>(
  async (app, options) => {
    const store = options.store ?? (await new FsFileStore(join(options.dataDir, 'media')).open());
    app.decorate('files', store);
  },
  { name: 'files' },
);
