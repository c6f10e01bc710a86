import type { MediaLibrary } from '@marquee/contracts';
import { extname } from 'node:path';
import { Transform } from 'node:stream';
import { UnsupportedMediaType } from '../../platform/errors';

/** A kind of file uploads accept, known by its first bytes. */
export interface FileKind {
  mediaType: 'Photo' | 'Video';
  mimeType: string;
  extensions: readonly string[];
  /** Whether these bytes start such a file. */
  isAt: (head: Buffer) => boolean;
}

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, index) => head[offset + index] === byte);

/** The spec's default accepted types (002 section 5): .jpeg .jpg .png .mp4. */
export const fileKinds: readonly FileKind[] = [
  {
    mediaType: 'Photo',
    mimeType: 'image/jpeg',
    extensions: ['.jpg', '.jpeg'],
    isAt: (head) => startsWith(head, [0xff, 0xd8, 0xff]),
  },
  {
    mediaType: 'Photo',
    mimeType: 'image/png',
    extensions: ['.png'],
    isAt: (head) => startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  },
  {
    mediaType: 'Video',
    mimeType: 'video/mp4',
    extensions: ['.mp4'],
    // An ISO base media file opens with its `ftyp` box: 4 bytes of size, then the type.
    isAt: (head) => head.subarray(4, 8).toString('latin1') === 'ftyp',
  },
];

export const acceptedExtensions = fileKinds.flatMap((kind) => kind.extensions);

/**
 * The media types a library is limited to (002 section 9): booking media are images and videos
 * only, whatever other kinds the media library comes to accept.
 */
const libraryMediaTypes: Partial<Record<MediaLibrary, readonly FileKind['mediaType'][]>> = {
  BookingMedia: ['Photo', 'Video'],
};

/** How many bytes `isAt` needs. */
const headLength = 12;

/** The kind a file name claims by its extension, or a 415 naming what the library accepts. */
export function kindOfName(fileName: string, library: MediaLibrary): FileKind {
  const types = libraryMediaTypes[library];
  const kinds = types ? fileKinds.filter((kind) => types.includes(kind.mediaType)) : fileKinds;
  const extension = extname(fileName).toLowerCase();
  const kind = kinds.find((candidate) => candidate.extensions.includes(extension));
  if (!kind) {
    const accepted = kinds.flatMap((candidate) => candidate.extensions).join(', ');
    throw new UnsupportedMediaType(`${fileName} is not an accepted type; accepted are ${accepted}`);
  }
  return kind;
}

/**
 * Passes a file through once its first bytes prove it is of the expected kind; anything else
 * (an HTML or SVG page named .png, a renamed executable) stops the stream with 415 before more
 * than a few bytes are written.
 */
export function checkContent(expected: FileKind, fileName: string): Transform {
  let head: Buffer | null = Buffer.alloc(0);
  const check = (final: boolean): Error | null => {
    if (!head || (head.length < headLength && !final)) return null;
    const isExpected = expected.isAt(head);
    head = null;
    return isExpected
      ? null
      : new UnsupportedMediaType(
          `The content of ${fileName} is not a ${expected.mimeType} file as its name says`,
        );
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (!head) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      const held = head;
      const problem = check(false);
      if (problem) return done(problem);
      done(null, head ? undefined : held);
    },
    flush(done) {
      const held = head;
      const problem = check(true);
      if (problem) return done(problem);
      done(null, held && held.length > 0 ? held : undefined);
    },
  });
}
