import { metadataLayerDefaults, type MetadataLayer, type SignValue } from '@marquee/domain';

export function layersOf(value: SignValue | undefined): MetadataLayer[] {
  return Array.isArray(value)
    ? value.filter(
        (layer): layer is MetadataLayer =>
          typeof layer === 'object' && layer !== null && 'layerName' in layer,
      )
    : [];
}

export function emptyLayer(id: string, mediaCode: string): MetadataLayer {
  return { id, ...metadataLayerDefaults, mediaCode };
}

/** Puts a layer right after the one at `index` (a new one, or a copy) (001 §4). */
export function insertAfter(layers: readonly MetadataLayer[], index: number, layer: MetadataLayer) {
  return [...layers.slice(0, index + 1), layer, ...layers.slice(index + 1)];
}

/** A clone of the layer at `index`, under a new id, right after it. */
export function copyLayer(layers: readonly MetadataLayer[], index: number, id: string) {
  const original = layers[index];
  return original ? insertAfter(layers, index, { ...original, id }) : [...layers];
}

/** Removes a layer, never the last one. */
export function removeLayer(layers: readonly MetadataLayer[], index: number) {
  return layers.length > 1 ? layers.filter((_, at) => at !== index) : [...layers];
}

/** What the edit-selected modal sets: everything but a layer's identity and name. */
export type SharedLayerValues = Omit<MetadataLayer, 'id' | 'layerName' | 'mediaCode'>;

/** Gives every selected layer the modal's values; each keeps its own id, name and media. */
export function applyToSelected(
  layers: readonly MetadataLayer[],
  selected: ReadonlySet<string>,
  values: SharedLayerValues,
) {
  return layers.map((layer) =>
    selected.has(layer.id)
      ? {
          ...layer,
          ...values,
          id: layer.id,
          layerName: layer.layerName,
          mediaCode: layer.mediaCode,
        }
      : layer,
  );
}
