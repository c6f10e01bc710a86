/**
 * Most characters one cell's text may hold. The longest value a column takes is a 100-character
 * name; without a limit, one shared string of a few kilobytes zipped can hold megabytes.
 */
export const maxWorkbookCellCharacters = 1_000;

/**
 * Most characters the text held while a workbook is read may add up to: once for the shared
 * strings, once for the cells of the rows kept. A full workbook of players holds under 2 million.
 */
export const maxWorkbookTextCharacters = 4_000_000;

/** Most shared strings a workbook may carry: every cell of the rows a sheet may have, and more. */
export const maxWorkbookSharedStrings = 100_000;
