import { describe, expect, it } from 'vitest';
import { readSharedStrings } from './read-shared-strings';

const part = (items: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9">${items}</sst>`;

/** The part as chunks of `size` bytes, so tags, references and characters are cut in two. */
async function* inChunks(xml: string, size: number) {
  const bytes = Buffer.from(xml);
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

const read = (xml: string, size = 64 * 1024) => readSharedStrings(inChunks(xml, size));

const sample = part(
  [
    '<si><t>Front window</t></si>',
    '<si><r><rPr><b/><sz val="11"/><rFont val="Calibri"/></rPr><t>Café </t></r><r><t xml:space="preserve">&amp; bar &lt;1&gt; &#x1F600;&#233;&quot;&apos;</t></r></si>',
    '<si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh><phoneticPr fontId="1"/></si>',
    '<si/>',
    '<si><t/></si>',
    '<!-- a note --><si><t><![CDATA[a <b> & c]]></t></si>',
    '<x:si><x:t>prefixed</x:t></x:si>',
    '<si><t a=">">quoted</t></si>',
  ].join('\n'),
);

const expected = [
  'Front window',
  'Café & bar <1> 😀é"\'',
  '漢字',
  '',
  '',
  'a <b> & c',
  'prefixed',
  'quoted',
];

describe('reading shared strings', () => {
  it('answers the text of each string, its runs joined, without its phonetic guide', async () => {
    expect(await read(sample)).toEqual(expected);
  });

  it('reads the same when the part comes in pieces that cut tags, references and characters', async () => {
    for (const size of [1, 2, 3, 7, 13]) expect(await read(sample, size)).toEqual(expected);
  });

  it('refuses a string longer than a cell may be, naming the limit', async () => {
    await expect(
      read(part(`<si><t>ok</t></si><si><t>${'x'.repeat(1001)}</t></si>`)),
    ).rejects.toThrow('file: a cell may hold at most 1000 characters; shared string 2 holds more');
    await expect(read(part(`<si>${'<r><t>ab</t></r>'.repeat(501)}</si>`), 100)).rejects.toThrow(
      'shared string 1 holds more',
    );
    expect(await read(part(`<si><t>${'x'.repeat(1000)}</t></si>`), 100)).toHaveLength(1);
  });

  it('refuses strings whose text comes to more than a workbook may hold', async () => {
    const string = `<si><t>${'x'.repeat(1000)}</t></si>`;
    expect(await read(part(string.repeat(4000)))).toHaveLength(4000);
    await expect(read(part(string.repeat(4001)))).rejects.toThrow(
      'file: the text of a workbook may come to at most 4000000 characters',
    );
  });

  it('refuses more strings than a workbook may carry', async () => {
    expect(await read(part('<si/>'.repeat(100_000)))).toHaveLength(100_000);
    await expect(read(part('<si/>'.repeat(100_001)))).rejects.toThrow(
      'file: a workbook may carry at most 100000 shared strings',
    );
  });

  it('refuses a document type, an unknown reference and a bare ampersand as no workbook', async () => {
    for (const xml of [
      `<!DOCTYPE sst [<!ENTITY a "aaaa">]>${part('<si><t>&a;</t></si>')}`,
      part('<si><t>&nbsp;</t></si>'),
      part('<si><t>a & b</t></si>'),
      part(`<si><t>${'&'.repeat(40)}`),
    ]) {
      await expect(read(xml, 16)).rejects.toThrow('file: not an Excel workbook (.xlsx)');
    }
  });
});
