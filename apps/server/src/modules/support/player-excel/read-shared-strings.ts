import { StringDecoder } from 'node:string_decoder';
import { BadRequest } from '../../../platform/errors';
import {
  maxWorkbookCellCharacters,
  maxWorkbookSharedStrings,
  maxWorkbookTextCharacters,
} from './workbook-limits';

/** Longest tag, comment or CDATA section waited for across chunks; those of a workbook are tiny. */
const maxMarkupCharacters = 16 * 1024;
/** Longest reference (`&#x10FFFF;`, with some leading zeros) kept whole across chunks. */
const maxReferenceCharacters = 32;

const namedReferences = new Map([
  ['lt', '<'],
  ['gt', '>'],
  ['amp', '&'],
  ['quot', '"'],
  ['apos', "'"],
]);

function notAWorkbook(): never {
  throw new BadRequest('file: not an Excel workbook (.xlsx)');
}

function character(reference: string): string {
  const named = namedReferences.get(reference);
  if (named) return named;
  const code = /^#x[0-9a-f]+$/i.test(reference)
    ? parseInt(reference.slice(2), 16)
    : /^#[0-9]+$/.test(reference)
      ? parseInt(reference.slice(1), 10)
      : NaN;
  return code <= 0x10ffff ? String.fromCodePoint(code) : notAWorkbook();
}

function decoded(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;]*)(;?)/g, (_, reference: string, end: string) =>
    end ? character(reference) : notAWorkbook(),
  );
}

/** Where a tag, comment or CDATA section that opens at `open` ends (past its `>`), or -1. */
function markupEnd(xml: string, open: number): number {
  const closer = xml.startsWith('<!--', open) ? '-->' : xml.startsWith('<![CDATA[', open) && ']]>';
  if (closer) {
    const at = xml.indexOf(closer, open);
    return at === -1 ? -1 : at + closer.length;
  }
  let quote = '';
  for (let at = open + 1; at < xml.length; at += 1) {
    const char = xml[at];
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return at + 1;
  }
  return -1;
}

/**
 * The text of each shared string (`<si>`) of a workbook's `xl/sharedStrings.xml`, its runs joined
 * once, phonetic guides left out, read as the part streams: each string may hold at most
 * `maxWorkbookCellCharacters`, all together `maxWorkbookTextCharacters`, and there may be at most
 * `maxWorkbookSharedStrings`, so what the part holds can never grow past them. A 400 names the
 * limit passed.
 */
class SharedStringsReader {
  readonly strings: string[] = [];
  private pending = '';
  private current: string | undefined;
  private isInText = false;
  private phoneticDepth = 0;
  private total = 0;

  read(chunk: string) {
    this.pending += chunk;
    let at = 0;
    for (;;) {
      const open = this.pending.indexOf('<', at);
      if (open === -1) break;
      this.text(this.pending.slice(at, open));
      const end = markupEnd(this.pending, open);
      if (end === -1) {
        this.pending = this.pending.slice(open);
        if (this.pending.length > maxMarkupCharacters) notAWorkbook();
        return;
      }
      this.markup(this.pending.slice(open, end));
      at = end;
    }
    // Text runs on into the next chunk; a reference it cuts in two waits for its end.
    const reference = this.pending.lastIndexOf('&');
    const cut =
      reference >= at && !this.pending.includes(';', reference) ? reference : this.pending.length;
    if (this.pending.length - cut > maxReferenceCharacters) notAWorkbook();
    this.text(this.pending.slice(at, cut));
    this.pending = this.pending.slice(cut);
  }

  private markup(markup: string) {
    if (markup.startsWith('<![CDATA[')) return this.add(markup.slice(9, -3));
    if (markup.startsWith('<!--') || markup.startsWith('<?')) return;
    if (markup.startsWith('<!')) notAWorkbook(); // a document type could declare entities
    const [, slash = '', qualified = ''] = /^<(\/?)([^\s/>]+)/.exec(markup) ?? notAWorkbook();
    const name = qualified.slice(qualified.indexOf(':') + 1);
    if (!slash) this.open(name);
    if (slash || markup.endsWith('/>')) this.close(name);
  }

  private open(name: string) {
    if (name === 'si') this.current = '';
    else if (name === 'rPh') this.phoneticDepth += 1;
    else if (name === 't') this.isInText = this.current !== undefined && this.phoneticDepth === 0;
  }

  private close(name: string) {
    if (name === 'rPh') this.phoneticDepth -= 1;
    else if (name === 't') this.isInText = false;
    else if (name === 'si' && this.current !== undefined) {
      if (this.strings.length === maxWorkbookSharedStrings) {
        throw new BadRequest(
          `file: a workbook may carry at most ${maxWorkbookSharedStrings} shared strings`,
        );
      }
      this.strings.push(this.current);
      this.current = undefined;
    }
  }

  private text(raw: string) {
    if (raw && this.isInText) this.add(decoded(raw));
  }

  private add(text: string) {
    if (!this.isInText || this.current === undefined) return;
    this.current += text;
    this.total += text.length;
    if (this.current.length > maxWorkbookCellCharacters) {
      throw new BadRequest(
        `file: a cell may hold at most ${maxWorkbookCellCharacters} characters; shared string ${this.strings.length + 1} holds more`,
      );
    }
    if (this.total > maxWorkbookTextCharacters) {
      throw new BadRequest(
        `file: the text of a workbook may come to at most ${maxWorkbookTextCharacters} characters`,
      );
    }
  }
}

/** The text of each shared string of the part `xml`, within the workbook's text limits. */
export async function readSharedStrings(xml: AsyncIterable<Buffer>): Promise<string[]> {
  const decoder = new StringDecoder('utf8');
  const reader = new SharedStringsReader();
  for await (const chunk of xml) reader.read(decoder.write(chunk));
  reader.read(decoder.end());
  return reader.strings;
}
