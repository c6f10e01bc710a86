import {
  orientationPixelsPattern,
  type ItemValue,
  type SignField,
  type SignValues,
} from './form-model';
import { escapeHtml } from './escape-html';
import { fieldsScope, type BindingContext } from './field-bindings';
import { languageTag } from './format-sign-text';
import { layerKeyframes } from './render-metadata-layers';
import type { ItemForSign, RenderSignInput, Scope } from './render-sign-input';
import { isSafeUrl } from './safe-url';
import { memoByText } from './memo-by-text';
import { parseTemplate, type TemplateNode } from './template-syntax';

/** A server renders a few templates over and over (a price change re-renders every sign of one). */
const parsedTemplate = memoByText(parseTemplate, 64);

export type { ItemForSign, MediumForSign, RenderSignInput } from './render-sign-input';

function lookUp(scopes: readonly Scope[], name: string) {
  for (let index = scopes.length - 1; index >= 0; index -= 1) {
    const binding = scopes[index]?.(name);
    if (binding) return binding;
  }
  return undefined;
}

function renderNodes(nodes: readonly TemplateNode[], scopes: readonly Scope[]): string {
  let html = '';
  for (const node of nodes) {
    if (node.kind === 'text') html += node.text;
    else if (node.kind === 'value') html += lookUp(scopes, node.name)?.html() ?? '';
    else {
      const binding = lookUp(scopes, node.name);
      const isSet = binding?.isSet ?? false;
      if (node.inverted) {
        if (!isSet) html += renderNodes(node.children, scopes);
      } else if (binding && isSet) {
        if (!binding.frames) html += renderNodes(node.children, scopes);
        else
          for (const frame of binding.frames)
            html += renderNodes(node.children, [...scopes, frame]);
      }
    }
  }
  return html;
}

/** The items a sign shows, in the order its form holds them, fieldset copies in order. */
function itemsInOrder(
  fields: readonly SignField[],
  values: SignValues,
  items: RenderSignInput['items'],
) {
  const found: (ItemForSign | undefined)[] = [];
  for (const field of fields) {
    const value = values[field.fieldName];
    if (field.type === 'productSelector' && value)
      found.push(items.get((value as ItemValue).factCode));
    if (field.type === 'fieldset' && Array.isArray(value)) {
      for (const copy of value as readonly SignValues[])
        found.push(...itemsInOrder(field.fields ?? [], copy, items));
    }
  }
  return found;
}

function pixelsOf(pixels: string): { width: number; height: number } {
  if (!orientationPixelsPattern.test(pixels))
    throw new Error(`Orientation pixels ${pixels} are not <width>x<height>.`);
  const [width, height] = pixels.split('x').map(Number) as [number, number];
  return { width, height };
}

/**
 * One orientation of a sign as a complete static document (issue 31). Placeholders of the
 * template (`parseTemplate`) read the values:
 * - `{{field}}`: a textarea as HTML (escaped, lines broken, a first `#` line a heading), rich text
 *   sanitised again, a date in the sign's language, a yes/no `true`/`false`, a medium its address,
 *   an item its name (a social post its title), metadata layers their timed texts, a multiSelect
 *   its values joined by commas; every other value escaped.
 * - `{{#field}}…{{/field}}` shows when the field is set (a yes/no when true, a medium or item
 *   when it exists) and `{{^field}}…{{/field}}` when it is not. A fieldset repeats its content per
 *   copy with the copy's fields; a multi-media field per medium; a multiSelect per option
 *   (`{{value}}`, `{{label}}`); a medium's content reads `{{url}}`, `{{mediaType}}`, `{{isPhoto}}`,
 *   `{{isVideo}}`, `{{width}}`, `{{height}}`; an item's content reads its attributes
 *   (`{{#product}}{{name}} {{price}}{{/product}}`), its price with two decimals and its currency;
 *   a textarea's content reads `{{qrCode}}`, its plain text as a QR code, an inline `<svg>` that
 *   fills its container (`{{#link}}<div class="qr">{{qrCode}}</div>{{/link}}`; none for a text
 *   over 213 UTF-8 bytes, which `{{#qrCode}}` can tell).
 * - Names resolve innermost first; a name nothing holds writes nothing.
 * The document has no script and refuses one by its own policy; relative addresses resolve
 * against the template's assets. Its html and body are the orientation's size, the template's
 * content their own (its rules on `body` lay it out), and body names the orientation
 * (`body[data-orientation="Portrait"]`, `body[data-aspect="9:16"]`) for rules of one.
 */
export function renderSign(input: RenderSignInput): string {
  const { template, values, orientation, language } = input;
  const { width, height } = pixelsOf(orientation.orientation_pixels);
  const ctx: BindingContext = {
    items: input.items,
    media: input.media,
    language,
    itemsInOrder: itemsInOrder(template.formModel.fields, values, input.items),
  };
  const body = renderNodes(parsedTemplate(template.html), [
    fieldsScope(template.formModel.fields, values, ctx),
  ]);
  const base = isSafeUrl(template.assetsBaseUrl)
    ? `<base href="${escapeHtml(template.assetsBaseUrl.endsWith('/') ? template.assetsBaseUrl : `${template.assetsBaseUrl}/`)}">`
    : '';
  // The template's content sits straight in body, as its author wrote it, so its own rules on
  // html and body (a flex column, a background) lay the content out; a full document's own
  // <html>, <head> and <body> tags fold into these when parsed.
  return (
    `<!doctype html><html lang="${languageTag(language)}"><head><meta charset="utf-8">` +
    `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'">` +
    `<meta name="viewport" content="width=${width}, height=${height}">${base}` +
    `<style>html,body{margin:0;padding:0;width:${width}px;height:${height}px;overflow:hidden}` +
    `body{position:relative}${layerKeyframes}</style>` +
    `</head><body data-orientation="${escapeHtml(orientation.orientation_name)}" ` +
    `data-aspect="${escapeHtml(orientation.orientation)}">${body}</body></html>`
  );
}
