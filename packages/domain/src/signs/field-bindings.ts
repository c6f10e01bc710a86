import {
  labelText,
  type ItemValue,
  type MediaValue,
  type MetadataLayer,
  type SignField,
  type SignValue,
  type SignValues,
} from './form-model';
import { escapeHtml } from './escape-html';
import { formatDate, formatPrice } from './format-sign-text';
import { fitsInQrCode } from './qr-code';
import { qrCodeSvg } from './qr-code-svg';
import { renderMetadataLayers } from './render-metadata-layers';
import type {
  Binding,
  ItemForSign,
  MediumForSign,
  RenderSignInput,
  Scope,
} from './render-sign-input';
import { isSafeUrl } from './safe-url';
import { sanitiseRichText } from './sanitise-rich-text';
import { textToHtml } from './text-to-html';

/** What a sign's fields need besides their values, gathered once per render. */
export interface BindingContext extends Pick<RenderSignInput, 'items' | 'media' | 'language'> {
  /** The sign's items in form order, fieldset copies in order, for metadata layers' rows. */
  readonly itemsInOrder: readonly (ItemForSign | undefined)[];
}

const unset: Binding = { html: () => '', isSet: false };
const text = (html: string, isSet = html !== ''): Binding => ({ html: () => html, isSet });
const flag = (value: boolean): Binding => text(value ? 'true' : 'false', value);

function mediumOf(value: unknown, ctx: BindingContext): MediumForSign | undefined {
  const code = (value as MediaValue | null)?.mediaCode;
  const medium = code === undefined ? undefined : ctx.media.get(code);
  return medium && isSafeUrl(medium.url) ? medium : undefined;
}

function mediumScope(medium: MediumForSign): Scope {
  return (name) => {
    if (name === 'url') return text(escapeHtml(medium.url));
    if (name === 'mediaType') return text(medium.mediaType);
    if (name === 'isPhoto') return flag(medium.mediaType === 'Photo');
    if (name === 'isVideo') return flag(medium.mediaType === 'Video');
    if (name === 'width' || name === 'height') {
      const size = medium[name];
      return typeof size === 'number' && Number.isFinite(size) ? text(String(size)) : unset;
    }
    return undefined;
  };
}

/** An item's attributes by name: its price with two decimals and its currency, texts escaped. */
export function itemScope(item: ItemForSign, ctx: BindingContext): Scope {
  return (name) => {
    if (!Object.hasOwn(item.attributes, name)) return undefined;
    const value = item.attributes[name];
    if (name === 'price') {
      const price = formatPrice(value, item.attributes.currency, ctx.language);
      return price === null ? unset : text(escapeHtml(price));
    }
    if (typeof value === 'string') return text(escapeHtml(value), value.trim() !== '');
    if (typeof value === 'number' && Number.isFinite(value)) return text(String(value));
    if (typeof value === 'boolean') return flag(value);
    return unset;
  };
}

/**
 * What names inside a textarea's section read: `{{qrCode}}`, the text without its outer spaces as
 * a QR code, drawn only when written; a text longer than a code holds has none.
 */
function textScope(plain: string): Scope {
  return (name) => {
    if (name !== 'qrCode') return undefined;
    const content = plain.trim();
    return content !== '' && fitsInQrCode(content)
      ? { html: () => qrCodeSvg(content), isSet: true }
      : unset;
  };
}

function listBinding(frames: readonly Scope[], html = ''): Binding {
  return { html: () => html, isSet: frames.length > 0, frames };
}

/** A field's value as a placeholder reads it (see `renderSign` for the rules). */
export function bindingOf(
  field: SignField,
  value: SignValue | undefined,
  ctx: BindingContext,
): Binding {
  if (value === null || value === undefined) {
    return field.type === 'fieldset' || field.type === 'multiSelect' ? listBinding([]) : unset;
  }
  switch (field.type) {
    case 'textarea': {
      const plain = value as string;
      return { ...text(textToHtml(plain), plain.trim() !== ''), frames: [textScope(plain)] };
    }
    case 'richText':
      return { html: () => sanitiseRichText(value as string).html, isSet: true };
    case 'date':
      return text(escapeHtml(formatDate(value as string, ctx.language)));
    case 'checkbox':
    case 'switch':
      return flag(value === true);
    case 'multiSelect': {
      const chosen = value as readonly string[];
      const frames = chosen.map((option): Scope => {
        const label = labelText(
          field.options?.find((o) => o.value === option)?.label,
          ctx.language,
        );
        return (name) =>
          name === 'value'
            ? text(escapeHtml(option))
            : name === 'label'
              ? text(escapeHtml(label || option))
              : undefined;
      });
      return listBinding(frames, escapeHtml(chosen.join(', ')));
    }
    case 'media':
    case 'itemMediaPicker': {
      const medium = mediumOf(value, ctx);
      return medium ? { ...text(escapeHtml(medium.url)), frames: [mediumScope(medium)] } : unset;
    }
    case 'multiLibraryMedia':
    case 'multiDiskMedia':
      return listBinding(
        (value as readonly MediaValue[]).flatMap((one) => {
          const medium = mediumOf(one, ctx);
          return medium ? [mediumScope(medium)] : [];
        }),
      );
    case 'productSelector': {
      const item = ctx.items.get((value as ItemValue).factCode);
      if (!item) return unset;
      const name = item.name ?? item.attributes.name;
      return {
        ...text(typeof name === 'string' ? escapeHtml(name) : ''),
        isSet: true,
        frames: [itemScope(item, ctx)],
      };
    }
    case 'metadataLayers': {
      const layers = value as readonly MetadataLayer[];
      return {
        html: () => renderMetadataLayers(layers, ctx.itemsInOrder, ctx.language),
        isSet: layers.length > 0,
      };
    }
    case 'fieldset': {
      const fields = field.fields ?? [];
      const copies = value as readonly SignValues[];
      return listBinding(copies.map((copy) => fieldsScope(fields, copy, ctx)));
    }
    default:
      return text(escapeHtml(String(value)));
  }
}

/** The scope of a list of fields and their values: the sign's own, or one fieldset copy. */
export function fieldsScope(
  fields: readonly SignField[],
  values: SignValues,
  ctx: BindingContext,
): Scope {
  const byName = new Map(fields.map((field) => [field.fieldName, field]));
  return (name) => {
    const field = byName.get(name);
    return field && bindingOf(field, Object.hasOwn(values, name) ? values[name] : undefined, ctx);
  };
}
