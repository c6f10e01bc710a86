import type { FormatLayerInput } from '@marquee/contracts';
import type { FormatValues } from '../../player-formats';

type FormatInput = FormatValues & { layers: readonly FormatLayerInput[] };

/** The name of the layer a format with a default layer and no listed layer plays in. */
export const defaultLayerName = 'Main';

/** A format's columns from the editor's input; an unsized default layer fills the format. */
export function formatValues(input: FormatInput): FormatValues {
  return {
    name: input.name,
    description: input.description,
    resolutionX: input.resolutionX,
    resolutionY: input.resolutionY,
    hasDefaultLayer: input.hasDefaultLayer,
    defaultLayerLeft: input.defaultLayerLeft,
    defaultLayerTop: input.defaultLayerTop,
    defaultLayerWidth: input.defaultLayerWidth ?? input.resolutionX,
    defaultLayerHeight: input.defaultLayerHeight ?? input.resolutionY,
  };
}

/**
 * The layers to store. Channels play in layers, so a format with a default layer and none
 * listed plays in its default layer: the first stored layer takes its place and size, or a new
 * one does.
 */
export function listedLayers(
  input: FormatInput,
  stored: ReadonlyArray<{ layerCode: string; name: string }> = [],
): FormatLayerInput[] {
  if (input.layers.length || !input.hasDefaultLayer) return [...input.layers];
  const values = formatValues(input);
  const first = stored[0];
  return [
    {
      ...(first ? { layerCode: first.layerCode } : {}),
      name: first?.name ?? defaultLayerName,
      x: values.defaultLayerLeft,
      y: values.defaultLayerTop,
      width: values.defaultLayerWidth ?? values.resolutionX,
      height: values.defaultLayerHeight ?? values.resolutionY,
      zOrder: 0,
    },
  ];
}
