import type { Readable, Transform } from 'node:stream';

/** A byte range, both ends included, as HTTP Range gives it. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFile {
  /** sha256 of the content, hex: the file's address. */
  hash: string;
  sizeBytes: number;
}

export interface PutOptions {
  /** Stages the bytes pass through before they are hashed and written, e.g. a content check. */
  through?: Transform[];
}

/**
 * Where media files live, addressed by the sha256 of their content. The file-system store is the
 * default; an S3-compatible store can implement the same interface without touching the routes.
 */
export interface FileStore {
  /**
   * Writes a stream and returns its address. A file appears whole or not at all: a failed or
   * aborted stream leaves nothing behind.
   */
  put(content: Readable, options?: PutOptions): Promise<StoredFile>;
  /** The content, or a range of it; throws when the file does not exist. */
  get(hash: string, range?: ByteRange): Promise<Readable>;
  /** The size of a stored file, or null when there is none. */
  stat(hash: string): Promise<{ sizeBytes: number } | null>;
  exists(hash: string): Promise<boolean>;
  /** Removes a file; a missing one is no error. */
  delete(hash: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
  }
}

export const isContentHash = (value: string) => /^[0-9a-f]{64}$/.test(value);
