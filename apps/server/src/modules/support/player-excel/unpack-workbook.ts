import { Readable } from 'node:stream';
import { BadRequest } from '../../../platform/errors';
import { resolveSharedStrings, sharedStringsName } from './resolve-shared-strings';
import { storedZip } from '../../../platform/zip/stored-zip';
import { unpacked } from '../../../platform/zip/unpack-entry';
import { zipDirectory, type ZipEntry } from '../../../platform/zip/zip-directory';
import { notAWorkbook } from './not-a-workbook';

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
    for await (const chunk of unpacked(entry, notAWorkbook)) {
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

/**
 * The parts of an uploaded .xlsx that the workbook reader parses, as a zip stream of stored
 * entries whose sizes are proven: the directory's sizes must stay within
 * `maxWorkbookUnpackedBytes` before anything is inflated, and each entry must unpack to exactly
 * its declared size, so no entry the reader sees can grow past the limit. Unpacking streams in
 * small pieces; nothing unpacked is held but the shared strings, resolved once to plain text
 * within the workbook's text limits.
 */
export async function unpackWorkbook(zip: Buffer): Promise<Readable> {
  const entries = readEntries(zipDirectory(zip, notAWorkbook));
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
  return Readable.from(
    storedZip(
      resolved.map((entry) => ({ ...entry, content: () => unpacked(entry, notAWorkbook) })),
    ),
    { objectMode: false },
  );
}
