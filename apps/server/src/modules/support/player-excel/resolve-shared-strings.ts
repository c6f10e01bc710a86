import { crc32 } from 'node:zlib';
import { readSharedStrings } from './read-shared-strings';
import { unpacked } from '../../../platform/zip/unpack-entry';
import type { ZipEntry } from '../../../platform/zip/zip-directory';
import { notAWorkbook } from './not-a-workbook';

/** The part of a workbook that holds the strings its cells name by number. */
export const sharedStringsName = 'xl/sharedStrings.xml';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };

/**
 * The shared strings part rewritten as plain strings, each resolved once from its runs: the
 * workbook reader then hands every cell that names a string the same text, where rich text
 * would have it join the runs anew for each cell. 400 past a text limit of the workbook.
 */
export async function resolveSharedStrings(entry: ZipEntry): Promise<ZipEntry> {
  const strings = await readSharedStrings(unpacked(entry, notAWorkbook));
  const items = strings.map(
    (text) =>
      `<si><t xml:space="preserve">${text.replace(/[&<>\r]/g, (c) => escapes[c] ?? c)}</t></si>`,
  );
  const data = Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${items.join('')}</sst>`,
  );
  return { name: entry.name, method: 0, crc: crc32(data), data, size: data.length };
}
