import { checkMetadataLayers } from './check-metadata-layers';
import { formModelLimits, metadataLayerDefaults, type MetadataLayer } from './form-model';
import { parseXmlSubset, type XmlElement } from './xml-subset';

/**
 * The XMP namespace of a media file's metadata layers. A file carries them as the property
 * `marquee:layers`, an `rdf:Seq` (or `rdf:Bag`) whose items each describe one layer with the
 * properties of `metadataLayerProperties`, written as elements or as attributes:
 *
 * ```xml
 * <rdf:Description xmlns:marquee="http://ns.marquee.example/xmp/layers/1.0/">
 *   <marquee:layers><rdf:Seq>
 *     <rdf:li rdf:parseType="Resource">
 *       <marquee:layerName>Price</marquee:layerName><marquee:x>120</marquee:x>
 *       <marquee:inTime>2.5</marquee:inTime><marquee:outTime>8</marquee:outTime>
 *     </rdf:li>
 *     <rdf:li marquee:layerName="Second price" marquee:rowNumber="2" marquee:color="#ff0000"/>
 *   </rdf:Seq></marquee:layers>
 * </rdf:Description>
 * ```
 * Numbers are decimal (seconds for the times, pixels for positions and sizes); what an item
 * leaves out takes the value a new layer starts with; id and mediaCode are never read from it.
 */
export const marqueeXmpNamespace = 'http://ns.marquee.example/xmp/layers/1.0/';
const rdfNamespace = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#';

const numberProperties = ['x', 'y', 'fontSize', 'inTime', 'outTime', 'rowNumber'] as const;
const textProperties = [
  'layerName',
  'fontFamily',
  'fontStyle',
  'align',
  'currency',
  'color',
] as const;
/** The properties a layer item may hold, in the marquee namespace. */
export const metadataLayerProperties = [...textProperties, ...numberProperties] as const;
type LayerProperty = (typeof metadataLayerProperties)[number];

const isProperty = (name: string): name is LayerProperty =>
  (metadataLayerProperties as readonly string[]).includes(name);
const isRdf = (element: XmlElement, localName: string) =>
  element.namespace === rdfNamespace && element.localName === localName;
const decimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function* elementsIn(element: XmlElement): Generator<XmlElement> {
  yield element;
  for (const child of element.children) yield* elementsIn(child);
}

/** The layer properties an element states: its attributes, then its childless elements. */
function statedBy(element: XmlElement, into: Map<LayerProperty, string>, withChildren: boolean) {
  for (const attribute of element.attributes) {
    if (attribute.namespace !== marqueeXmpNamespace || !isProperty(attribute.localName)) continue;
    if (!into.has(attribute.localName)) into.set(attribute.localName, attribute.value);
  }
  if (!withChildren) return;
  for (const child of element.children) {
    if (child.namespace !== marqueeXmpNamespace || !isProperty(child.localName)) continue;
    if (child.children.length === 0 && !into.has(child.localName)) {
      into.set(child.localName, child.text);
    }
  }
}

/**
 * The properties of one `rdf:li`, in each of RDF's ways of writing a resource: properties on the
 * item itself (`rdf:parseType="Resource"`, or attributes of an empty item), or a nested
 * `rdf:Description`.
 */
function propertiesOfItem(item: XmlElement): Map<LayerProperty, string> {
  const found = new Map<LayerProperty, string>();
  const isResource = item.attributes.some(
    (attribute) =>
      attribute.namespace === rdfNamespace &&
      attribute.localName === 'parseType' &&
      attribute.value === 'Resource',
  );
  statedBy(item, found, isResource);
  const description = item.children.find((child) => isRdf(child, 'Description'));
  if (description) statedBy(description, found, true);
  return found;
}

/** An item's layer before its check: numbers read, the rest from the defaults; null if a number is not one. */
function candidateOf(
  properties: Map<LayerProperty, string>,
  id: string,
  mediaCode: string,
): Record<string, unknown> | null {
  const layer: Record<string, unknown> = { id, ...metadataLayerDefaults, mediaCode };
  for (const [name, raw] of properties) {
    const value = raw.trim();
    if ((numberProperties as readonly string[]).includes(name)) {
      if (!decimal.test(value)) return null;
      layer[name] = Number(value);
    } else layer[name] = value;
  }
  return layer;
}

/**
 * The metadata layers an XMP packet's `marquee:layers` describes, for the media `mediaCode`, each
 * under an id from `newId`. An item that is not a well-formed layer (as a sign's value would be
 * refused) is left out; a malformed packet, or one without the property, gives none.
 */
export function layersInXmp(xmp: string, mediaCode: string, newId: () => string): MetadataLayer[] {
  const root = parseXmlSubset(xmp);
  if (!root) return [];
  let property: XmlElement | undefined;
  for (const element of elementsIn(root)) {
    if (element.namespace === marqueeXmpNamespace && element.localName === 'layers') {
      property = element;
      break;
    }
  }
  const list = property?.children.find((child) => isRdf(child, 'Seq') || isRdf(child, 'Bag'));
  const layers: MetadataLayer[] = [];
  for (const item of list?.children ?? []) {
    if (layers.length === formModelLimits.maxLayers) break;
    if (!isRdf(item, 'li')) continue;
    const properties = propertiesOfItem(item);
    if (properties.size === 0) continue;
    const candidate = candidateOf(properties, newId(), mediaCode);
    const checked = candidate && checkMetadataLayers([candidate], 'layer');
    if (checked && 'layers' in checked) layers.push(...checked.layers);
  }
  return layers;
}
