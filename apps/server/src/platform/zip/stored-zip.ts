/** One file of a zip to write; `size` and `crc` are those of `content`. */
export interface StoredEntry {
  name: string;
  crc: number;
  size: number;
  content: () => AsyncIterable<Buffer> | Iterable<Buffer>;
}

/** The fields a stored entry's local header and its directory record share, from version on. */
function storedFields(entry: StoredEntry): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(20, 0);
  fields.writeUInt16LE(0x0800, 2); // the name is UTF-8
  fields.writeUInt32LE(entry.crc, 10);
  fields.writeUInt32LE(entry.size, 14);
  fields.writeUInt32LE(entry.size, 18);
  fields.writeUInt16LE(Buffer.byteLength(entry.name), 22);
  return fields;
}

function localHeader(entry: StoredEntry): Buffer {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(0x04034b50);
  return Buffer.concat([signature, storedFields(entry), Buffer.from(entry.name)]);
}

function directoryRecord(entry: StoredEntry, offset: number): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(0x02014b50, 0);
  record.writeUInt16LE(20, 4);
  storedFields(entry).copy(record, 6);
  record.writeUInt32LE(offset, 42);
  return Buffer.concat([record, Buffer.from(entry.name)]);
}

function endRecord(count: number, directorySize: number, directoryOffset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(directoryOffset, 16);
  return end;
}

/**
 * A zip of stored (not deflated) entries, streamed: each entry's content is asked for as it is
 * written, so nothing but the directory is held.
 */
export async function* storedZip(entries: readonly StoredEntry[]): AsyncGenerator<Buffer> {
  const records: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const header = localHeader(entry);
    records.push(directoryRecord(entry, offset));
    offset += header.length + entry.size;
    yield header;
    yield* entry.content();
  }
  const directory = Buffer.concat(records);
  yield directory;
  yield endRecord(entries.length, directory.length, offset);
}
