import { describe, expect, it } from 'vitest';
import { formModelLimits, metadataLayerDefaults } from './form-model';
import { layersInXmp, marqueeXmpNamespace } from './xmp-layers';

const rdf = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

/** A packet as a photo or video editor writes one, the layers' list given as markup. */
function packet(items: string, list = 'rdf:Seq', prefix = 'marquee') {
  return `<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>
<x:xmpmeta xmlns:x="adobe:ns:meta/" x:xmptk="Test">
 <rdf:RDF xmlns:rdf="${rdf}">
  <rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"
    xmlns:${prefix}="${marqueeXmpNamespace}">
   <dc:title><rdf:Alt><rdf:li xml:lang="x-default">Spring offer</rdf:li></rdf:Alt></dc:title>
   <${prefix}:layers><${list}>${items}</${list}></${prefix}:layers>
  </rdf:Description>
 </rdf:RDF>
</x:xmpmeta>
<?xpacket end="w"?>`;
}

const ids = () => {
  let next = 0;
  return () => `layer-${++next}`;
};
const read = (xmp: string) => layersInXmp(xmp, 'M1', ids());

const priceElements = `<rdf:li rdf:parseType="Resource">
  <marquee:layerName>Price</marquee:layerName>
  <marquee:x>120</marquee:x><marquee:y> 80.5 </marquee:y>
  <marquee:fontFamily>Open Sans</marquee:fontFamily><marquee:fontStyle>bold italic</marquee:fontStyle>
  <marquee:align>center</marquee:align><marquee:currency>EUR</marquee:currency>
  <marquee:color>#F0A</marquee:color><marquee:fontSize>64</marquee:fontSize>
  <marquee:inTime>2.5</marquee:inTime><marquee:outTime>8</marquee:outTime>
  <marquee:rowNumber>1</marquee:rowNumber>
</rdf:li>`;

describe('layersInXmp', () => {
  it('reads a layer written as elements, every property typed, the colour in full form', () => {
    expect(read(packet(priceElements))).toEqual([
      {
        id: 'layer-1',
        layerName: 'Price',
        x: 120,
        y: 80.5,
        fontFamily: 'Open Sans',
        fontStyle: 'bold italic',
        align: 'center',
        currency: 'EUR',
        color: '#ff00aa',
        fontSize: 64,
        inTime: 2.5,
        outTime: 8,
        rowNumber: 1,
        mediaCode: 'M1',
      },
    ]);
  });

  it('reads the layers of a list in order, in each way RDF writes a resource, missing properties from the defaults', () => {
    const items = `
      <rdf:li marquee:layerName="As attributes" marquee:rowNumber="2" marquee:outTime="4"/>
      <rdf:li><rdf:Description marquee:layerName="Described" marquee:x="10">
        <marquee:outTime>6</marquee:outTime>
      </rdf:Description></rdf:li>
      ${priceElements}`;
    const layers = read(packet(items.replaceAll('marquee:', 'mq:'), 'rdf:Bag', 'mq'));
    expect(layers.map((layer) => layer.layerName)).toEqual(['As attributes', 'Described', 'Price']);
    expect(layers[0]).toEqual({
      ...metadataLayerDefaults,
      id: 'layer-1',
      layerName: 'As attributes',
      rowNumber: 2,
      outTime: 4,
      mediaCode: 'M1',
    });
    expect(layers[1]).toMatchObject({ x: 10, outTime: 6, fontFamily: 'Arial' });
  });

  it('leaves out each item that is not a well-formed layer and keeps the rest', () => {
    const items = [
      '<rdf:li marquee:layerName="Good" marquee:outTime="3"/>',
      '<rdf:li marquee:x="twelve"/>',
      '<rdf:li marquee:x="1e3"/>',
      '<rdf:li marquee:x=""/>',
      '<rdf:li marquee:color="red"/>',
      '<rdf:li marquee:align="justify"/>',
      '<rdf:li marquee:fontFamily="Arial;background:url(x)"/>',
      '<rdf:li marquee:inTime="5" marquee:outTime="2"/>',
      '<rdf:li marquee:rowNumber="1.5"/>',
      '<rdf:li marquee:fontSize="0"/>',
      '<rdf:li marquee:x="-1"/>',
      `<rdf:li marquee:layerName="${'n'.repeat(201)}"/>`,
      '<rdf:li>Just text</rdf:li>',
      '<rdf:li rdf:parseType="Resource"><marquee:x><rdf:Seq/></marquee:x></rdf:li>',
      '<rdf:Description marquee:layerName="Not an item"/>',
      '<rdf:li marquee:layerName="Also good"/>',
    ].join('');
    expect(read(packet(items)).map((layer) => layer.layerName)).toEqual(['Good', 'Also good']);
  });

  it('takes only the marquee namespace, whatever its prefix, never another namespace of the same names', () => {
    const other = packet('<rdf:li marquee:layerName="Elsewhere"/>').replace(
      marqueeXmpNamespace,
      'http://example.com/other/',
    );
    expect(read(other)).toEqual([]);
    const mixed = packet(
      '<rdf:li marquee:layerName="Ours" dc:x="99" marquee:unknown="kept out" marquee:id="x" marquee:mediaCode="M9"/>',
    );
    expect(read(mixed)).toEqual([
      { ...metadataLayerDefaults, id: 'layer-1', layerName: 'Ours', mediaCode: 'M1' },
    ]);
  });

  it('gives no layers for a packet without the property, a property that is no list, or a malformed packet', () => {
    expect(read(packet('').replace(/<marquee:layers>.*<\/marquee:layers>/s, ''))).toEqual([]);
    expect(read(packet('<rdf:li marquee:x="1"/>', 'rdf:Alt'))).toEqual([]);
    expect(read(packet(priceElements).replace('</rdf:RDF>', ''))).toEqual([]);
    expect(read('')).toEqual([]);
    expect(read('not xml at all')).toEqual([]);
  });

  it('never expands an entity a packet declares', () => {
    const declared = `<!DOCTYPE x:xmpmeta [<!ENTITY name "Injected">]>${packet(
      '<rdf:li marquee:layerName="&name;"/>',
    )}`;
    expect(read(declared)).toEqual([]);
  });

  it('reads at most as many layers as a field holds', () => {
    const many = '<rdf:li marquee:outTime="1"/>'.repeat(formModelLimits.maxLayers + 5);
    expect(read(packet(many))).toHaveLength(formModelLimits.maxLayers);
  });

  it('reads references in values as text', () => {
    const [layer] = read(
      packet('<rdf:li marquee:layerName="Fish &amp; chips &#x2014; &lt;b&gt;"/>'),
    );
    expect(layer?.layerName).toBe('Fish & chips \u2014 <b>');
  });
});
