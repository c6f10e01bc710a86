import { describe, expect, it } from 'vitest';
import { parseXmlSubset, xmlSubsetLimits } from './xml-subset';

describe('parseXmlSubset', () => {
  it('resolves element and attribute names to their namespaces, inherited and redeclared', () => {
    const root = parseXmlSubset(
      `<a:root xmlns:a="urn:a" xmlns="urn:default" a:flag="1" plain="2">
        <child/><a:child xmlns:a="urn:other"/>
      </a:root>`,
    );
    expect(root).toMatchObject({
      namespace: 'urn:a',
      localName: 'root',
      attributes: [
        { namespace: 'urn:a', localName: 'flag', value: '1' },
        { namespace: '', localName: 'plain', value: '2' },
      ],
      children: [
        { namespace: 'urn:default', localName: 'child' },
        { namespace: 'urn:other', localName: 'child' },
      ],
    });
  });

  it('reads text, CDATA, the predefined entities and character references, skipping comments and instructions', () => {
    const root = parseXmlSubset(
      `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><t>a &amp; b &lt;&#65;&#x42;&gt;<!-- no --><?pi x?><![CDATA[<c&d>]]></t><?xpacket end="w"?>`,
    );
    expect(root?.text).toBe('a & b <AB><c&d>');
  });

  it('reads single-quoted attributes and decodes their references', () => {
    expect(parseXmlSubset(`<t v='&quot;x&apos;'/>`)?.attributes[0]?.value).toBe(`"x'`);
  });

  it('refuses a document type declaration, so no entity is ever defined or expanded', () => {
    const billionLaughs = `<!DOCTYPE t [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;">]><t>&b;</t>`;
    expect(parseXmlSubset(billionLaughs)).toBeNull();
    expect(parseXmlSubset(`<t><!DOCTYPE t></t>`)).toBeNull();
  });

  it('refuses an unknown entity, a stray ampersand and a reference to no character', () => {
    expect(parseXmlSubset('<t>&nbsp;</t>')).toBeNull();
    expect(parseXmlSubset('<t>fish & chips</t>')).toBeNull();
    expect(parseXmlSubset('<t v="&#0;"/>')).toBeNull();
    expect(parseXmlSubset('<t>&#x110000;</t>')).toBeNull();
    expect(parseXmlSubset('<t>&#xD800;</t>')).toBeNull();
  });

  it.each([
    ['an unclosed element', '<a><b></b>'],
    ['a mismatched end tag', '<a><b></a></b>'],
    ['a second root', '<a/><b/>'],
    ['text outside the root', 'x<a/>'],
    ['an unbound prefix', '<p:a/>'],
    ['an unbound attribute prefix', '<a p:x="1"/>'],
    ['a repeated attribute', '<a x="1" x="2"/>'],
    ['an unquoted attribute', '<a x=1/>'],
    ['a "<" in an attribute', '<a x="<"/>'],
    ['an unterminated comment', '<a><!-- x</a>'],
    ['an unterminated CDATA section', '<a><![CDATA[x</a>'],
    ['a tag that never ends', '<a x="1"'],
    ['nothing', ''],
  ])('refuses %s', (_, text) => {
    expect(parseXmlSubset(text)).toBeNull();
  });

  it('refuses a text past the size, depth or element limits', () => {
    const deep = (depth: number) => '<a>'.repeat(depth) + '</a>'.repeat(depth);
    expect(parseXmlSubset(deep(xmlSubsetLimits.maxDepth))).not.toBeNull();
    expect(parseXmlSubset(deep(xmlSubsetLimits.maxDepth + 1))).toBeNull();
    const wide = (count: number) => `<r>${'<e/>'.repeat(count - 1)}</r>`;
    expect(parseXmlSubset(wide(xmlSubsetLimits.maxElements))).not.toBeNull();
    expect(parseXmlSubset(wide(xmlSubsetLimits.maxElements + 1))).toBeNull();
    const padded = `<a>${' '.repeat(xmlSubsetLimits.maxChars)}</a>`;
    expect(parseXmlSubset(padded)).toBeNull();
  });

  it('reads a long run of markup-like text in linear time', () => {
    const started = Date.now();
    expect(parseXmlSubset(`<a x="${'\t'.repeat(200_000)}`)).toBeNull();
    expect(parseXmlSubset(`<a${' x="1"'.repeat(30_000)}`)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
