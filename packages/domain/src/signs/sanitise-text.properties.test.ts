import fc from 'fast-check';
import { parseFragment, type DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { sanitiseRichText, textToHtml } from './sanitise-text';

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
const hostile = fc
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
        if (/^\s*javascript:/i.test(value)) found.push(`javascript: in ${name}`);
      }
      visit(element.childNodes);
      if ('content' in element)
        visit((element as DefaultTreeAdapterTypes.Template).content.childNodes);
    }
  };
  visit(parseFragment(html).childNodes);
  if (/<script/i.test(html)) found.push('<script text');
  return found;
}

describe('sanitising text, properties', () => {
  it('no textarea text yields a script, an on… attribute or a javascript: address', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expect(activeContentOf(textToHtml(text))).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('no rich text yields a script, an on… attribute or a javascript: address', () => {
    fc.assert(
      fc.property(hostile, (html) => {
        const clean = sanitiseRichText(html).html;
        expect(activeContentOf(clean)).toEqual([]);
        expect(clean).not.toMatch(/<(?!\/?(p|br|strong|b|em|i|u|h[1-4]|ul|ol|li|span)[ >])/);
      }),
      { numRuns: 500 },
    );
  });

  it('sanitising clean rich text again changes nothing', () => {
    fc.assert(
      fc.property(hostile, (html) => {
        const once = sanitiseRichText(html);
        expect(sanitiseRichText(once.html)).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });
});
