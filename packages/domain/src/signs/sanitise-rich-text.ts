import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { escapeHtml } from './escape-html';
import { richTextLimits } from './rich-text-limits';

type Node = DefaultTreeAdapterTypes.Node;

/** The rich editor's formats (spec 001 §9: headings 1 to 4, paragraph, bold, italic, underline, lists). */
const keptElements = new Set([
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'h1',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'span',
]);
/** Elements whose content is not text a reader wrote: dropped with everything inside them. */
const droppedWithContent = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'noembed',
  'noframes',
  'textarea',
  'title',
  'xmp',
  'select',
  'svg',
  'math',
  'head',
]);

const fontFaces = new Map<string, string>([
  ['helvetica', 'Helvetica'],
  ['arial', 'Arial'],
  ['times new roman', "'Times New Roman'"],
  ['courier new', "'Courier New'"],
  ['comic sans', "'Comic Sans MS'"],
  ['comic sans ms', "'Comic Sans MS'"],
]);

function keptColour(value: string): string | null {
  const lower = value.toLowerCase();
  if (/^#([0-9a-f]{3}|[0-9a-f]{6})$/.test(lower)) return lower;
  if ((richTextLimits.colourNames as readonly string[]).includes(lower)) return lower;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(lower);
  if (rgb && rgb.slice(1).every((part) => Number(part) <= 255)) {
    return `rgb(${rgb.slice(1).map(Number).join(', ')})`;
  }
  return null;
}

function keptFontSize(value: string): string | null {
  const size = /^(\d{1,3})px$/.exec(value.toLowerCase());
  if (!size) return null;
  const px = Number(size[1]);
  return px >= richTextLimits.minFontSize && px <= richTextLimits.maxFontSize ? `${px}px` : null;
}

function keptFont(value: string): string | null {
  const first =
    value
      .split(',')[0]
      ?.trim()
      .replace(/^(['"])(.*)\1$/, '$2') ?? '';
  return fontFaces.get(first.toLowerCase()) ?? null;
}

const keptDeclarations: Readonly<Record<string, (value: string) => string | null>> = {
  color: keptColour,
  'font-size': keptFontSize,
  'font-family': keptFont,
};

/**
 * A span's style reduced to colour, size and font, each rebuilt from a value it accepts, so
 * nothing of the written style reaches the output but what was recognised.
 */
function keptStyle(style: string): string {
  const kept = new Map<string, string>();
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = keptDeclarations[property]?.(declaration.slice(colon + 1).trim());
    if (value) kept.set(property, value);
  }
  return [...kept].map(([property, value]) => `${property}: ${value}`).join('; ');
}

function writeNodes(nodes: readonly Node[], out: { html: string; text: string }): void {
  for (const node of nodes) {
    if (node.nodeName === '#text') {
      const { value } = node as DefaultTreeAdapterTypes.TextNode;
      out.html += escapeHtml(value);
      out.text += value;
      continue;
    }
    if (!('tagName' in node)) continue;
    const element = node as DefaultTreeAdapterTypes.Element;
    const tag = element.tagName;
    if (droppedWithContent.has(tag) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml') {
      continue;
    }
    if (tag === 'br') {
      out.html += '<br>';
      out.text += '\n';
      continue;
    }
    const style =
      tag === 'span' ? keptStyle(element.attrs.find((a) => a.name === 'style')?.value ?? '') : '';
    const isKept = keptElements.has(tag) && (tag !== 'span' || style !== '');
    if (isKept) out.html += style ? `<span style="${escapeHtml(style)}">` : `<${tag}>`;
    writeNodes(element.childNodes, out);
    if (isKept) out.html += `</${tag}>`;
  }
}

/**
 * Rich text reduced to the editor's whitelist (spec 001 §9): the elements it makes, spans styled
 * only by colour, size and font, every other element unwrapped to its text (script, style and
 * other non-text elements dropped whole) and every attribute gone. Parsed as a browser parses,
 * so what is kept is what a browser would have seen. `text` is what a reader sees, for lengths.
 */
export function sanitiseRichText(html: string): { html: string; text: string } {
  const out = { html: '', text: '' };
  writeNodes(parseFragment(html).childNodes, out);
  return out;
}
