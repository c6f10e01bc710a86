import { maxFormatLayers, maxResolution, type PlayerFormatDraft } from '@marquee/contracts';

/** A format in the editor: a stored one has a code, its layers too. */
export type FormatDraft = Omit<PlayerFormatDraft, 'layers' | 'aspect'> & {
  playerFormatCode: string | null;
  layers: Array<PlayerFormatDraft['layers'][number] & { layerCode?: string }>;
};

/** A field the editor marks (`layers[1].width`, as the server names it) and the text key. */
export type FormatProblems = ReadonlyMap<string, string>;

const isSide = (value: number) => Number.isInteger(value) && value >= 1 && value <= maxResolution;

/**
 * What the server would refuse in a format, field by field, so the editor says it before a
 * save: sides of 1 to 16384 pixels, layers inside the format with unique names, at most 16, and
 * a layer when there is no default layer.
 */
export function formatProblems(format: FormatDraft): FormatProblems {
  const problems = new Map<string, string>();
  if (!format.name.trim()) problems.set('name', 'formatName');
  if (!isSide(format.resolutionX)) problems.set('resolutionX', 'resolution');
  if (!isSide(format.resolutionY)) problems.set('resolutionY', 'resolution');
  const names = new Set<string>();
  format.layers.forEach((layer, index) => {
    const at = `layers[${index}]`;
    const name = layer.name.trim().toLowerCase();
    if (!name) problems.set(`${at}.name`, 'name');
    else if (names.has(name)) problems.set(`${at}.name`, 'duplicate');
    names.add(name);
    if (!isSide(layer.width) || layer.x < 0 || layer.x + layer.width > format.resolutionX)
      problems.set(`${at}.width`, 'outside');
    if (!isSide(layer.height) || layer.y < 0 || layer.y + layer.height > format.resolutionY)
      problems.set(`${at}.height`, 'outside');
  });
  if (format.layers.length > maxFormatLayers) problems.set('layers', 'tooMany');
  if (format.hasDefaultLayer) {
    const width = format.defaultLayerWidth ?? format.resolutionX;
    const height = format.defaultLayerHeight ?? format.resolutionY;
    if (format.defaultLayerLeft + width > format.resolutionX)
      problems.set('defaultLayerWidth', 'defaultOutside');
    if (format.defaultLayerTop + height > format.resolutionY)
      problems.set('defaultLayerHeight', 'defaultOutside');
  } else if (format.layers.length === 0) problems.set('layers', 'needsLayer');
  return problems;
}
