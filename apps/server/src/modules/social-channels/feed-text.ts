import { parseFragment } from 'parse5';

type Node = { nodeName: string; value?: string; childNodes?: Node[] };

/** Elements that end a line of text where they stand. */
const breaking = new Set(['br', 'p', 'div', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr']);
/** Elements whose content is not text a reader sees. */
const hidden = new Set(['script', 'style', 'template', 'noscript']);

function collect(node: Node, into: string[]) {
  if (node.nodeName === '#text') into.push(node.value ?? '');
  if (hidden.has(node.nodeName)) return;
  for (const child of node.childNodes ?? []) collect(child, into);
  if (breaking.has(node.nodeName)) into.push('\n');
}

/**
 * The text a reader sees of a feed's HTML (a description, an Atom content): tags dropped,
 * entities decoded by a real HTML parser, runs of spaces joined, at most `maxLength` characters.
 * What it answers is plain text, escaped wherever it is shown.
 */
export function feedText(html: string, maxLength: number): string {
  const parts: string[] = [];
  collect(parseFragment(html) as unknown as Node, parts);
  return parts
    .join('')
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
    .slice(0, maxLength);
}
