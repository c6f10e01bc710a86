import type { Readable } from 'node:stream';
import { maxWorkbookBytes, maxWorkbookRows, playerWorkbookColumns } from '@marquee/contracts';
import type ExcelJS from 'exceljs';
import { loadExcel } from './load-excel';
import { BadRequest, PayloadTooLarge } from '../../platform/errors';

export type WorkbookColumn = (typeof playerWorkbookColumns)[number];

/** One data row of the sheet, each column's cell as text ('' when empty). */
export interface WorkbookRow {
  rowNumber: number;
  cells: Record<WorkbookColumn, string>;
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

function isTooLarge(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
}

function checkHeader(values: string[]) {
  const expected = playerWorkbookColumns.join(', ');
  const found = values.slice(0, playerWorkbookColumns.length + 1);
  const matches =
    playerWorkbookColumns.every((column, index) => found[index] === column) &&
    !found[playerWorkbookColumns.length];
  if (!matches) {
    throw new BadRequest(
      `file: the first row must name the columns ${expected}; it has ${found.filter(Boolean).join(', ') || 'none'}`,
    );
  }
}

/**
 * Reads the first sheet of an .xlsx as it streams in: its header must be the workbook's
 * columns, and at most `maxWorkbookRows` rows follow (blank rows are skipped). A file that is
 * not a workbook is a 400 naming the `file` part.
 */
export async function readPlayersWorkbook(file: Readable): Promise<WorkbookRow[]> {
  const Excel = await loadExcel();
  const rows: WorkbookRow[] = [];
  let sawHeader = false;
  const reader = new Excel.stream.xlsx.WorkbookReader(file, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        // ExcelJS numbers values from 1; index 0 is always empty.
        const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
        if (!sawHeader) {
          checkHeader(values);
          sawHeader = true;
          continue;
        }
        if (values.every((value) => value === '')) continue;
        if (rows.length === maxWorkbookRows) {
          throw new BadRequest(`file: a workbook may carry at most ${maxWorkbookRows} players`);
        }
        const cells = Object.fromEntries(
          playerWorkbookColumns.map((column, index) => [column, values[index] ?? '']),
        ) as WorkbookRow['cells'];
        rows.push({ rowNumber: row.number, cells });
      }
      break;
    }
  } catch (error) {
    file.resume();
    if (error instanceof BadRequest) throw error;
    if ((file as { truncated?: boolean }).truncated || isTooLarge(error)) {
      throw new PayloadTooLarge(`file: a workbook may be at most ${maxWorkbookBytes} bytes`);
    }
    throw new BadRequest('file: not an Excel workbook (.xlsx)');
  }
  if (!sawHeader) throw new BadRequest('file: the workbook has no sheet with a header row');
  return rows;
}
