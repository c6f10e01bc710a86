import { BadRequest } from '../../../platform/errors';

/** What an upload that does not read as a zip answers. */
export function notAWorkbook(): never {
  throw new BadRequest('file: not an Excel workbook (.xlsx)');
}
