import type { Readable } from 'node:stream';
import { maxWorkbookBytes, maxWorkbookRows, type PlayerWorkbookColumn } from '@marquee/contracts';
import type ExcelJS from 'exceljs';
import { loadExcel } from './load-excel';
import { unpackWorkbook } from './unpack-workbook';
import { rowCells, workbookLayout, type WorkbookLayout } from './workbook-header';
import { maxWorkbookCellCharacters, maxWorkbookTextCharacters } from './workbook-limits';
import { BadRequest, PayloadTooLarge } from '../../../platform/errors';

/** One data row of the sheet, each column's cell as text ('' when empty). */
export interface WorkbookRow {
  rowNumber: number;
  cells: Record<PlayerWorkbookColumn, string>;
}

/** A cell's value as the person sees it: text of rich text, links and formula results too. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value)
    return value.richText
      .map((run) => run.text)
      .join('')
      .trim();
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  return '';
}

/**
 * Most rows of the sheet read, blank ones included: blank rows carry no player, yet each costs
 * reading, and a small zip can hold millions of them.
 */
export const maxWorkbookSheetRows = 2 * maxWorkbookRows;

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

function tooLarge() {
  return new PayloadTooLarge(`file: a workbook may be at most ${maxWorkbookBytes} bytes`);
}

/** The text of each cell of the row, from column A; 400 when one is longer than a cell may be. */
function rowTexts(row: ExcelJS.Row): string[] {
  // ExcelJS numbers values from 1, index 0 always empty, and leaves holes for empty cells.
  const texts = Array.from((row.values as ExcelJS.CellValue[]).slice(1), cellText);
  const long = texts.findIndex((text) => text.length > maxWorkbookCellCharacters);
  if (long !== -1) {
    throw new BadRequest(
      `file: a cell may hold at most ${maxWorkbookCellCharacters} characters; ${row.getCell(long + 1).address} holds ${texts[long]?.length}`,
    );
  }
  return texts;
}

/** The uploaded file in memory, as its zip directory sits at its end; 413 above the upload limit. */
async function received(file: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of file) chunks.push(chunk as Buffer);
  } catch (error) {
    if (!isTooLarge(error)) throw new BadRequest('file: the upload was cut short');
    file.resume();
    throw tooLarge();
  }
  if ((file as { truncated?: boolean }).truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Reads the first sheet of an uploaded .xlsx: its header must name the workbook's columns, and at
 * most `maxWorkbookRows` players follow (blank rows are skipped, yet count towards
 * `maxWorkbookSheetRows`). The parts read may unpack to at most `maxWorkbookUnpackedBytes`, a
 * cell may hold at most `maxWorkbookCellCharacters` and the text held at most
 * `maxWorkbookTextCharacters`. A file that is not a workbook, or goes past a limit, is a 400
 * naming the `file` part and the limit.
 */
export async function readPlayersWorkbook(file: Readable): Promise<WorkbookRow[]> {
  const workbook = await unpackWorkbook(await received(file));
  const Excel = await loadExcel();
  const rows: WorkbookRow[] = [];
  let layout: WorkbookLayout | undefined;
  let rowsRead = 0;
  let held = 0;
  const reader = new Excel.stream.xlsx.WorkbookReader(workbook, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        rowsRead += 1;
        if (rowsRead > maxWorkbookSheetRows) {
          throw new BadRequest(
            `file: a sheet may have at most ${maxWorkbookSheetRows} rows, blank ones included`,
          );
        }
        const values = rowTexts(row);
        if (!layout) {
          layout = workbookLayout(values);
          continue;
        }
        if (values.every((value) => value === '')) continue;
        if (rows.length === maxWorkbookRows) {
          throw new BadRequest(`file: a workbook may carry at most ${maxWorkbookRows} players`);
        }
        const cells = rowCells(layout, values);
        held += Object.values(cells).reduce((total, text) => total + text.length, 0);
        if (held > maxWorkbookTextCharacters) {
          throw new BadRequest(
            `file: the text of a workbook may come to at most ${maxWorkbookTextCharacters} characters`,
          );
        }
        rows.push({ rowNumber: row.number, cells });
      }
      break;
    }
  } catch (error) {
    if (error instanceof BadRequest) throw error;
    throw new BadRequest('file: not an Excel workbook (.xlsx)');
  } finally {
    workbook.destroy();
  }
  if (!layout) throw new BadRequest('file: the workbook has no sheet with a header row');
  return rows;
}
