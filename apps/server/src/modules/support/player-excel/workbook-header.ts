import {
  legacyPlayerWorkbookHeader,
  playerWorkbookColumns,
  type PlayerWorkbookColumn,
} from '@marquee/contracts';
import { BadRequest } from '../../../platform/errors';

/** The columns of a sheet, in its order, as its header row named them. */
export type WorkbookLayout = readonly PlayerWorkbookColumn[];

/** The headers an upload reads, each with the columns it names: today's and the one before. */
const layouts: readonly { header: readonly string[]; columns: WorkbookLayout }[] = [
  {
    header: playerWorkbookColumns.map((column) => column.header),
    columns: playerWorkbookColumns.map((column) => column.key),
  },
  { header: legacyPlayerWorkbookHeader, columns: legacyPlayerWorkbookHeader },
];

const sameWords = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The header a row error names a column by. */
export function columnHeader(column: PlayerWorkbookColumn): string {
  return playerWorkbookColumns.find((known) => known.key === column)?.header ?? column;
}

/**
 * The sheet's columns by its first row: the readable header of today's export, or the field
 * names of an export made before it (letter case aside), with nothing after them; 400 otherwise.
 */
export function workbookLayout(values: readonly string[]): WorkbookLayout {
  for (const { header, columns } of layouts) {
    const found = values.slice(0, header.length + 1);
    if (header.every((name, index) => sameWords(found[index] ?? '', name)) && !found[header.length])
      return columns;
  }
  const expected = layouts[0]!.header.join(', ');
  const found = values.slice(0, playerWorkbookColumns.length + 1).filter(Boolean);
  throw new BadRequest(
    `file: the first row must name the columns ${expected}; it has ${found.join(', ') || 'none'}`,
  );
}

/** A data row's cells by column; a column the sheet's layout lacks is empty. */
export function rowCells(
  layout: WorkbookLayout,
  values: readonly string[],
): Record<PlayerWorkbookColumn, string> {
  const cells = Object.fromEntries(playerWorkbookColumns.map(({ key }) => [key, ''])) as Record<
    PlayerWorkbookColumn,
    string
  >;
  layout.forEach((column, index) => (cells[column] = values[index] ?? ''));
  return cells;
}
