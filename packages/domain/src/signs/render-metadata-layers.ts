import type { MetadataLayer, SignLanguage } from './form-model';
import { escapeHtml } from './escape-html';
import { formatPrice } from './format-sign-text';
import type { ItemForSign } from './render-sign-input';

/** Shown through the keyframes' span only: hidden before `inTime` and after `outTime`. */
export const layerKeyframes = '@keyframes sign-layer-shown{from,to{visibility:visible}}';

const shifts = { left: '0', center: '-50%', right: '-100%' } as const;

function layerStyle(layer: MetadataLayer): string {
  const style = layer.fontStyle.toLowerCase();
  return [
    'position:absolute',
    `left:${layer.x}px`,
    `top:${layer.y}px`,
    `transform:translateX(${shifts[layer.align]})`,
    'white-space:nowrap',
    `font-family:${layer.fontFamily}`,
    `font-size:${layer.fontSize}px`,
    `font-weight:${style.includes('bold') ? 'bold' : 'normal'}`,
    `font-style:${style.includes('italic') ? 'italic' : 'normal'}`,
    `color:${layer.color}`,
    'visibility:hidden',
    `animation:sign-layer-shown ${layer.outTime - layer.inTime}s linear ${layer.inTime}s 1`,
  ].join(';');
}

/**
 * Metadata layers as absolutely placed texts timed by CSS, no script: a layer shows the price of
 * the sign's item in its `rowNumber` (1 is the first item the form holds, fieldset copies in
 * order) in the layer's currency, else the item's; a layer without such an item shows nothing.
 * Positions are pixels of the document, which the template places the medium over.
 */
export function renderMetadataLayers(
  layers: readonly MetadataLayer[],
  itemsInOrder: readonly (ItemForSign | undefined)[],
  language: SignLanguage,
): string {
  let html = '';
  for (const layer of layers) {
    const attributes = itemsInOrder[layer.rowNumber - 1]?.attributes;
    if (!attributes) continue;
    const price = formatPrice(attributes.price, layer.currency || attributes.currency, language);
    if (price === null) continue;
    html += `<div class="sign-layer" style="${escapeHtml(layerStyle(layer))}">${escapeHtml(price)}</div>`;
  }
  return html === ''
    ? ''
    : `<div class="sign-layers" style="position:absolute;inset:0;pointer-events:none">${html}</div>`;
}
