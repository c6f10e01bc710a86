import { crc32, createDeflateRaw } from 'node:zlib';

/** One file of a test zip: `head`, then `body` repeated, then `tail`. */
export interface ZipEntry {
  name: string;
  head: string | Buffer;
  body?: string;
  repeat?: number;
  tail?: string;
  /** What the directory claims it unpacks to, when it should lie. */
  declaredSize?: number;
}

/** Deflates the entry as it is produced, so even a gigabyte of text is never held at once. */
async function deflated(entry: ZipEntry) {
  const deflater = createDeflateRaw({ level: 9 });
  const packed: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => packed.push(chunk));
  const done = new Promise((resolve) => deflater.on('end', resolve));
  const body = entry.body ?? '';
  const perBlock = Math.max(1, Math.floor(65_536 / (body.length || 1)));
  const block = Buffer.from(body.repeat(perBlock));
  const blocks = body ? Math.floor((entry.repeat ?? 0) / perBlock) : 0;
  const rest = body.repeat((entry.repeat ?? 0) - blocks * perBlock) + (entry.tail ?? '');
  let crc = crc32(entry.head);
  let size = Buffer.byteLength(entry.head);
  deflater.write(entry.head);
  for (let index = 0; index < blocks; index += 1) {
    crc = crc32(block, crc);
    size += block.length;
    if (!deflater.write(block)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  crc = crc32(rest, crc);
  size += Buffer.byteLength(rest);
  deflater.end(rest);
  await done;
  return { data: Buffer.concat(packed), crc, size };
}

/** A zip of deflated entries, its directory telling the truth unless an entry says otherwise. */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const { data, crc, size } = await deflated(entry);
    const name = Buffer.from(entry.name);
    // Method, time, date, CRC and sizes: alike in the local header and the directory.
    const fields = Buffer.alloc(18);
    fields.writeUInt16LE(8, 0);
    fields.writeUInt32LE(crc, 6);
    fields.writeUInt32LE(data.length, 10);
    fields.writeUInt32LE(entry.declaredSize ?? size, 14);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    fields.copy(local, 8);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    fields.copy(central, 10);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}
