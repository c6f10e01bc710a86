import type { ReadAt } from './probe-image';

/** Boxes read at one level at most, so a file of tiny boxes costs little to walk. */
export const maxBoxes = 10_000;

export interface Box {
  type: string;
  /** Where its content starts and ends in the file. */
  start: number;
  end: number;
}

/** The boxes directly inside `[start, end)`, up to `maxBoxes` of them. */
export async function boxesIn(read: ReadAt, start: number, end: number): Promise<Box[]> {
  const boxes: Box[] = [];
  let offset = start;
  while (offset + 8 <= end && boxes.length < maxBoxes) {
    const header = await read(offset, 16);
    if (header.length < 8) break;
    let size = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    let headerSize = 8;
    if (size === 1) {
      if (header.length < 16) break;
      size = Number(header.readBigUInt64BE(8));
      headerSize = 16;
    } else if (size === 0) {
      size = end - offset;
    }
    if (size < headerSize || offset + size > end) break;
    boxes.push({ type, start: offset + headerSize, end: offset + size });
    offset += size;
  }
  return boxes;
}

export async function child(read: ReadAt, parent: Box, type: string): Promise<Box | undefined> {
  return (await boxesIn(read, parent.start, parent.end)).find((box) => box.type === type);
}

/** The box found by following `path` down from `parent`, one child type a level. */
export async function descendant(
  read: ReadAt,
  parent: Box | undefined,
  ...path: string[]
): Promise<Box | undefined> {
  let box = parent;
  for (const type of path) box = box && (await child(read, box, type));
  return box;
}

/**
 * The first `length` bytes of a box's content, or null when the box is shorter: a forged box too
 * small for its fields is then read as absent, never past its end.
 */
export async function contentOf(read: ReadAt, box: Box, length: number): Promise<Buffer | null> {
  if (box.end - box.start < length) return null;
  const data = await read(box.start, length);
  return data.length === length ? data : null;
}
