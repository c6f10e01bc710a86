import { Readable } from 'node:stream';
import { BadRequest } from '../../../platform/errors';
import { resolveSharedStrings, sharedStringsName } from './resolve-shared-strings';
import { unpacked } from './unpack-entry';
import { zipDirectory, type ZipEntry } from './zip-directory';

/**
 * Most bytes the parts of a workbook that are read may unpack to. A full workbook of players
 * unpacks to about 4 MB; a few kilobytes of zip can otherwise claim gigabytes.
 */
export const maxWorkbookUnpackedBytes = 16 * 1024 * 1024;

/** The entries the workbook reader parses, in the order that lets it parse the sheet as it streams. */
const readOrder = [
  (name: string) => name === 'xl/_rels/workbook.xml.rels',
  (name: string) => name === 'xl/workbook.xml',
  (name: string) => name === sharedStringsName,
  (name: string) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name),
];

function readEntries(entries: ZipEntry[]): ZipEntry[] {
  return readOrder.flatMap((wanted) => entries.find((entry) => wanted(entry.name)) ?? []);
}

/** Unpacks each entry, throwing the bytes away, to prove it unpacks to what it declares. */
async function checkSizes(entries: ZipEntry[]) {
  for (const entry of entries) {
    let size = 0;
    for await (const chunk of unpacked(entry)) {
      size += chunk.length;
      if (size > entry.size) break;
    }
    if (size !== entry.size) {
      throw new BadRequest(
        `file: the workbook is damaged; ${entry.name} does not unpack to the ${entry.size} bytes it declares`,
      );
    }
  }
}

/** The fields a stored entry's local header and its directory record share, from version on. */
function storedFields(entry: ZipEntry): Buffer {
  const fields = Buffer.alloc(26);
  fields.writeUInt16LE(20, 0);
  fields.writeUInt16LE(0x0800, 2); // the name is UTF-8
  fields.writeUInt32LE(entry.crc, 10);
  fields.writeUInt32LE(entry.size, 14);
  fields.writeUInt32LE(entry.size, 18);
  fields.writeUInt16LE(Buffer.byteLength(entry.name), 22);
  return fields;
}

function localHeader(entry: ZipEntry): Buffer {
  const signature = Buffer.alloc(4);
  signature.writeUInt32LE(0x04034b50);
  return Buffer.concat([signature, storedFields(entry), Buffer.from(entry.name)]);
}

function directoryRecord(entry: ZipEntry, offset: number): Buffer {
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

async function* storedZip(entries: ZipEntry[]): AsyncGenerator<Buffer> {
  const records: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const header = localHeader(entry);
    records.push(directoryRecord(entry, offset));
    offset += header.length + entry.size;
    yield header;
    yield* unpacked(entry);
  }
  const directory = Buffer.concat(records);
  yield directory;
  yield endRecord(entries.length, directory.length, offset);
}

/**
 * The parts of an uploaded .xlsx that the workbook reader parses, as a zip stream of stored
 * entries whose sizes are proven: the directory's sizes must stay within
 * `maxWorkbookUnpackedBytes` before anything is inflated, and each entry must unpack to exactly
 * its declared size, so no entry the reader sees can grow past the limit. Unpacking streams in
 * small pieces; nothing unpacked is held but the shared strings, resolved once to plain text
 * within the workbook's text limits.
 */
export async function unpackWorkbook(zip: Buffer): Promise<Readable> {
  const entries = readEntries(zipDirectory(zip));
  const declared = entries.reduce((total, entry) => total + entry.size, 0);
  if (declared > maxWorkbookUnpackedBytes) {
    throw new BadRequest(
      `file: a workbook may unpack to at most ${maxWorkbookUnpackedBytes} bytes; this one unpacks to ${declared}`,
    );
  }
  await checkSizes(entries);
  const resolved = await Promise.all(
    entries.map((entry) =>
      entry.name === sharedStringsName ? resolveSharedStrings(entry) : entry,
    ),
  );
  return Readable.from(storedZip(resolved), { objectMode: false });
}
