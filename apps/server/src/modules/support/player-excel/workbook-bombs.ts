import { zipOf, type ZipEntry } from '../../../test/test-zips';

const header = ['PlayerCode', 'Name', 'LocationCode', 'MountedDirection']
  .map((name, index) => `<c r="${'ABCD'[index]}1" t="inlineStr"><is><t>${name}</t></is></c>`)
  .join('');

/** The parts around the sheet that every workbook has. */
const frame: ZipEntry[] = [
  {
    name: 'xl/_rels/workbook.xml.rels',
    head: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  },
  {
    name: 'xl/workbook.xml',
    head: '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Players" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
];

const sheetHead = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${header}</row>`;
const sheetTail = '</sheetData></worksheet>';

/** A workbook whose shared strings unpack to about `megabytes` MB, its sheet one header row. */
export function sharedStringsBomb(megabytes: number, declaredSize?: number) {
  const body = '<si><t>xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx</t></si>';
  return zipOf([
    ...frame,
    {
      name: 'xl/sharedStrings.xml',
      head: '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
      body,
      repeat: Math.floor((megabytes * 1024 * 1024) / body.length),
      tail: '</sst>',
      declaredSize,
    },
    { name: 'xl/worksheets/sheet1.xml', head: sheetHead, tail: sheetTail },
  ]);
}

/** A workbook whose sheet is a header and then `rows` blank rows. */
export function blankRowsBomb(rows: number) {
  return zipOf([
    ...frame,
    {
      name: 'xl/worksheets/sheet1.xml',
      head: sheetHead,
      body: '<row r="2"/>',
      repeat: rows,
      tail: sheetTail,
    },
  ]);
}

/**
 * A workbook whose one shared string is `runs` rich-text runs of two letters, and whose sheet
 * names that string in column B of `cells` rows: a small zip whose text grows with every cell
 * that repeats it.
 */
export function richTextBomb(runs: number, cells: number) {
  const rows = Array.from(
    { length: cells },
    (_, index) => `<row r="${index + 2}"><c r="B${index + 2}" t="s"><v>0</v></c></row>`,
  ).join('');
  return zipOf([
    ...frame,
    {
      name: 'xl/sharedStrings.xml',
      head: '<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si>',
      body: '<r><t>ab</t></r>',
      repeat: runs,
      tail: '</si></sst>',
    },
    { name: 'xl/worksheets/sheet1.xml', head: sheetHead + rows, tail: sheetTail },
  ]);
}
