import fc from 'fast-check';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.Node;

/** Pieces attackers and editors write, so random strings reach the interesting cases often. */
const pieces = [
  '<script>alert(1)</script>',
  '<script',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">',
  '<a href="jav&#x61;script:x">',
  ' onload=',
  'javascript:',
  '<svg onload=alert(1)>',
  '<math><mi xlink:href="javascript:1">',
  '<p>',
  '</p>',
  '<b>',
  '<span style="color: red; font-size: 30px">',
  '<span style="font-family: Arial" onclick="x">',
  '</span>',
  '<!--',
  '-->',
  '<![CDATA[',
  '<style>',
  '<iframe srcdoc="<script>x</script>">',
  '"',
  "'",
  '<',
  '>',
  '&',
  '&lt;script&gt;',
  '\n',
  '#',
];
export const hostileText = fc
  .array(fc.oneof(fc.constantFrom(...pieces), fc.string({ maxLength: 8 })), { maxLength: 30 })
  .map((parts) => parts.join(''));

/** The faults a document must not have, found as a browser parses it, not by searching text. */
export function activeContentOf(html: string): string[] {
  const found: string[] = [];
  const visit = (nodes: readonly Node[]) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      const element = node as DefaultTreeAdapterTypes.Element;
      if (element.tagName === 'script') found.push('script element');
      for (const { name, value } of element.attrs) {
        if (/^on/i.test(name)) found.push(`${name} attribute`);
        // Browsers drop controls and spaces before reading a scheme (`java\tscript:`).
        // eslint-disable-next-line no-control-regex
        if (/^javascript:/i.test(value.replace(/[\u0000-\u0020]/g, '')))
          found.push(`javascript: in ${name}`);
      }
      visit(element.childNodes);
      if ('content' in element)
        visit((element as DefaultTreeAdapterTypes.Template).content.childNodes);
    }
  };
  visit(parse(html).childNodes);
  // And as text, for the property as it is stated; values escape `=`, so `on…=` cannot come from one.
  if (/<script/i.test(html)) found.push('<script text');
  if (/javascript:/i.test(html)) found.push('javascript: text');
  if (/\son[a-z]*\s*=/i.test(html)) found.push('on…= text');
  return found;
}
