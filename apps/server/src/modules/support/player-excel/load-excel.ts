/**
 * The workbook library, loaded on the first export or upload: it costs about 30 MB of memory,
 * which a server that never handles a workbook should not carry.
 */
export async function loadExcel() {
  return (await import('exceljs')).default;
}
