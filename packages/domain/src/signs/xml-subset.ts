/**
 * A reader of the XML that metadata packets are written in: elements, attributes, text, CDATA,
 * comments and processing instructions, names resolved to their namespaces. A document type
 * declaration refuses the whole text, so no entity is ever defined or expanded; only the five
 * predefined entities and character references are read. Anything malformed is refused (null)
 * rather than guessed at, and the size, depth and element count are bounded.
 */

export interface XmlAttribute {
  /** The namespace URI; '' for an attribute without a prefix. */
  readonly namespace: string;
  readonly localName: string;
  readonly value: string;
}

export interface XmlElement {
  /** The namespace URI; '' when neither a prefix nor a default namespace names one. */
  readonly namespace: string;
  readonly localName: string;
  readonly attributes: readonly XmlAttribute[];
  readonly children: readonly XmlElement[];
  /** The element's own text (CDATA included), its children's left out. */
  readonly text: string;
}

export const xmlSubsetLimits = {
  maxChars: 256 * 1024,
  maxDepth: 32,
  maxElements: 20_000,
} as const;

interface OpenElement {
  qualifiedName: string;
  namespaces: ReadonlyMap<string, string>;
  namespace: string;
  localName: string;
  attributes: XmlAttribute[];
  children: XmlElement[];
  text: string;
}

const namePart = '[A-Za-z_\\u00C0-\\uFFFF][\\w.\\-\\u00B7-\\uFFFF]*';
const qualifiedName = new RegExp(`${namePart}(?::${namePart})?`, 'y');
const attributePattern = new RegExp(
  `\\s+(${namePart}(?::${namePart})?)\\s*=\\s*(?:"([^"<]*)"|'([^'<]*)')`,
  'y',
);
const tagEnd = /\s*(\/?)>/y;

const predefined: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};
const reference = /&(?:#x([0-9a-fA-F]{1,6})|#([0-9]{1,7})|(amp|lt|gt|quot|apos));/g;
const strayAmpersand = /&(?!(?:#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);)/;

function isCharacter(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}

/** Text with its references read, or null for an `&` that starts none or names no character. */
function decode(raw: string): string | null {
  if (!raw.includes('&')) return raw;
  if (strayAmpersand.test(raw)) return null;
  let isValid = true;
  const text = raw.replace(reference, (_, hex?: string, decimal?: string, name?: string) => {
    if (name) return predefined[name]!;
    const code = hex ? parseInt(hex, 16) : Number(decimal);
    if (!isCharacter(code)) {
      isValid = false;
      return '';
    }
    return String.fromCodePoint(code);
  });
  return isValid ? text : null;
}

function splitName(name: string): { prefix: string; localName: string } {
  const colon = name.indexOf(':');
  return colon < 0
    ? { prefix: '', localName: name }
    : { prefix: name.slice(0, colon), localName: name.slice(colon + 1) };
}

/** A start tag's name, attributes (namespaces resolved) and whether it closes itself. */
function readStartTag(text: string, at: number, parent: ReadonlyMap<string, string>) {
  qualifiedName.lastIndex = at + 1;
  const name = qualifiedName.exec(text)?.[0];
  if (!name) return null;
  let position = qualifiedName.lastIndex;
  const raw: { name: string; value: string }[] = [];
  const names = new Set<string>();
  for (;;) {
    attributePattern.lastIndex = position;
    const found = attributePattern.exec(text);
    if (!found) break;
    const value = decode(found[2] ?? found[3] ?? '');
    if (value === null || names.has(found[1]!)) return null;
    names.add(found[1]!);
    raw.push({ name: found[1]!, value });
    position = attributePattern.lastIndex;
  }
  tagEnd.lastIndex = position;
  const end = tagEnd.exec(text);
  if (!end) return null;
  let namespaces = parent;
  for (const attribute of raw) {
    const { prefix, localName } = splitName(attribute.name);
    if (attribute.name === 'xmlns') namespaces = new Map(namespaces).set('', attribute.value);
    else if (prefix === 'xmlns') namespaces = new Map(namespaces).set(localName, attribute.value);
  }
  const attributes: XmlAttribute[] = [];
  for (const attribute of raw) {
    const { prefix, localName } = splitName(attribute.name);
    if (attribute.name === 'xmlns' || prefix === 'xmlns' || prefix === 'xml') continue;
    const namespace = prefix === '' ? '' : namespaces.get(prefix);
    if (namespace === undefined) return null;
    attributes.push({ namespace, localName, value: attribute.value });
  }
  const { prefix, localName } = splitName(name);
  const namespace = namespaces.get(prefix) ?? (prefix === '' ? '' : undefined);
  if (namespace === undefined) return null;
  const element: OpenElement = {
    qualifiedName: name,
    namespaces,
    namespace,
    localName,
    attributes,
    children: [],
    text: '',
  };
  return { element, isEmpty: end[1] === '/', next: tagEnd.lastIndex };
}

const closed = ({ namespace, localName, attributes, children, text }: OpenElement): XmlElement => ({
  namespace,
  localName,
  attributes,
  children,
  text,
});

/** The root element of an XML text, or null when the text is malformed or past the limits. */
export function parseXmlSubset(text: string): XmlElement | null {
  if (text.length > xmlSubsetLimits.maxChars) return null;
  const open: OpenElement[] = [];
  let root: XmlElement | null = null;
  let elements = 0;
  let at = 0;
  const addText = (raw: string) => {
    const current = open.at(-1);
    if (!current) return raw.trim() === '';
    const decoded = decode(raw);
    if (decoded === null) return false;
    current.text += decoded;
    return true;
  };
  const skipTo = (marker: string, from: number) => {
    const end = text.indexOf(marker, from);
    return end < 0 ? -1 : end + marker.length;
  };
  while (at < text.length) {
    const lt = text.indexOf('<', at);
    if (!addText(text.slice(at, lt < 0 ? text.length : lt))) return null;
    if (lt < 0) break;
    if (text.startsWith('<!--', lt)) {
      at = skipTo('-->', lt + 4);
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9);
      const current = open.at(-1);
      if (end < 0 || !current) return null;
      current.text += text.slice(lt + 9, end);
      at = end + 3;
    } else if (text.startsWith('<?', lt)) {
      at = skipTo('?>', lt + 2);
    } else if (text.startsWith('<!', lt)) {
      // A document type declaration could define entities: such a packet is not read at all.
      return null;
    } else if (text.startsWith('</', lt)) {
      const end = text.indexOf('>', lt);
      const current = open.pop();
      if (end < 0 || !current || text.slice(lt + 2, end).trim() !== current.qualifiedName) {
        return null;
      }
      const element = closed(current);
      if (open.length === 0) root = element;
      else open.at(-1)!.children.push(element);
      at = end + 1;
    } else {
      if (root || open.length >= xmlSubsetLimits.maxDepth) return null;
      if (++elements > xmlSubsetLimits.maxElements) return null;
      const parent = open.at(-1);
      const tag = readStartTag(text, lt, parent?.namespaces ?? new Map());
      if (!tag) return null;
      const { element } = tag;
      if (!tag.isEmpty) open.push(element);
      else if (parent) parent.children.push(closed(element));
      else root = closed(element);
      at = tag.next;
    }
    if (at < 0) return null;
  }
  return open.length === 0 ? root : null;
}
