import type { MediaValue } from '../signs/form-model';

/**
 * Items (spec 001 "Items", the API's facts): catalogue records made of attribute values, whose
 * attributes an account's schema defines. Eight attributes are built in for every account, so a
 * price list sign can rely on them; an account adds its own beside them.
 */

/** What a fact is: a catalogue item, or later a post read from a social channel. */
export const factTypes = ['Item', 'SocialPost'] as const;
export type FactType = (typeof factTypes)[number];

export const attributeTypes = [
  'text',
  'number',
  'price',
  'currency',
  'boolean',
  'media',
  'mediaList',
  'date',
  'select',
] as const;
export type AttributeType = (typeof attributeTypes)[number];

export interface ItemAttribute {
  attributeCode: string;
  title: string;
  type: AttributeType;
  required: boolean;
  /** Its media come from the ItemImages library (media and mediaList types only). */
  mediaLibrary: boolean;
  order: number;
  /** Shown as a column of the item list (view List). */
  inList: boolean;
  /** Shown in the item picker of the sign editor (view Selector). */
  inSelector: boolean;
  /** The values a select attribute offers; empty for other types. */
  options: string[];
  /** Built in for every account: its code and type are fixed. */
  isDefault: boolean;
}

const builtIn = (
  attributeCode: string,
  title: string,
  type: AttributeType,
  order: number,
  shown: { inList: boolean; inSelector: boolean; required?: boolean },
): ItemAttribute => ({
  attributeCode,
  title,
  type,
  required: shown.required ?? false,
  mediaLibrary: type === 'media' || type === 'mediaList',
  order,
  inList: shown.inList,
  inSelector: shown.inSelector,
  options: [],
  isDefault: true,
});

/** The attributes every account's items have. */
export const defaultItemAttributes: readonly ItemAttribute[] = [
  builtIn('name', 'Name', 'text', 0, { inList: true, inSelector: true, required: true }),
  builtIn('sku', 'SKU', 'text', 1, { inList: true, inSelector: true }),
  builtIn('price', 'Price', 'price', 2, { inList: true, inSelector: true }),
  builtIn('currency', 'Currency', 'currency', 3, { inList: true, inSelector: false }),
  builtIn('description', 'Description', 'text', 4, { inList: false, inSelector: false }),
  builtIn('images', 'Images', 'mediaList', 5, { inList: false, inSelector: true }),
  builtIn('category', 'Category', 'text', 6, { inList: true, inSelector: true }),
  builtIn('isActive', 'Active', 'boolean', 7, { inList: true, inSelector: false }),
];

/**
 * The attributes of a social post, written only by its channel's fetch: plain text cut to the
 * feed's bounds, the picture as a media of the ItemImages library (signs load images from the
 * server alone) beside the address it came from, and `publishedAt` as an ISO 8601 instant in
 * UTC, text rather than a date so the time of day survives (a date attribute holds days).
 */
export const defaultSocialPostAttributes: readonly ItemAttribute[] = [
  builtIn('title', 'Title', 'text', 0, { inList: true, inSelector: true }),
  builtIn('text', 'Text', 'text', 1, { inList: false, inSelector: false }),
  builtIn('image', 'Image', 'media', 2, { inList: false, inSelector: true }),
  builtIn('imageUrl', 'Image address', 'text', 3, { inList: false, inSelector: false }),
  builtIn('author', 'Author', 'text', 4, { inList: true, inSelector: true }),
  builtIn('publishedAt', 'Published', 'text', 5, { inList: true, inSelector: true }),
  builtIn('link', 'Link', 'text', 6, { inList: false, inSelector: false }),
];

/** The attributes every account's facts of a type have. */
export function defaultAttributesOf(factType: FactType): readonly ItemAttribute[] {
  return factType === 'Item' ? defaultItemAttributes : defaultSocialPostAttributes;
}

export const isDefaultAttributeCode = (code: string) =>
  defaultItemAttributes.some((attribute) => attribute.attributeCode === code);

/** Bounds of values and of a schema, so one item stays small enough to render in a sign. */
export const itemLimits = {
  textLength: 4000,
  mediaListLength: 20,
  attributes: 50,
  options: 100,
  optionLength: 100,
  maxPrice: 1_000_000_000,
} as const;

export type AttributeValue = string | number | boolean | MediaValue | MediaValue[] | null;

const isMediaValue = (value: unknown): value is MediaValue =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { mediaCode?: unknown }).mediaCode === 'string' &&
  Object.keys(value).length === 1;

const isIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
};

/** Whether a value is empty, so that a required attribute misses it. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === null ||
    value === undefined ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * What is wrong with a value for an attribute, or null when it fits. An empty value fits any
 * attribute that is not required; the caller names the field.
 */
export function attributeValueProblem(
  attribute: Pick<ItemAttribute, 'title' | 'type' | 'required' | 'options'>,
  value: unknown,
): string | null {
  if (isEmptyValue(value)) return attribute.required ? `${attribute.title} is required` : null;
  switch (attribute.type) {
    case 'text':
      if (typeof value !== 'string') return 'must be text';
      return value.length > itemLimits.textLength
        ? `must be at most ${itemLimits.textLength} characters`
        : null;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'price':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'must be a number';
      if (value < 0 || value > itemLimits.maxPrice) {
        return `must be between 0 and ${itemLimits.maxPrice}`;
      }
      return Math.abs(Math.round(value * 100) - value * 100) < 1e-6
        ? null
        : 'must have at most two decimals';
    case 'currency':
      return typeof value === 'string' && /^[A-Z]{3}$/.test(value)
        ? null
        : 'must be a three-letter currency code such as EUR';
    case 'boolean':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'date':
      return typeof value === 'string' && isIsoDate(value) ? null : 'must be a date (YYYY-MM-DD)';
    case 'select':
      return typeof value === 'string' && attribute.options.includes(value)
        ? null
        : `must be one of ${attribute.options.join(', ')}`;
    case 'media':
      return isMediaValue(value) ? null : 'must name a media as {mediaCode}';
    case 'mediaList':
      if (!Array.isArray(value) || !value.every(isMediaValue)) {
        return 'must be a list of media, each as {mediaCode}';
      }
      return value.length > itemLimits.mediaListLength
        ? `must hold at most ${itemLimits.mediaListLength} media`
        : null;
  }
}

/** The media codes a value names (media and mediaList attributes). */
export function mediaCodesOf(value: unknown): string[] {
  if (isMediaValue(value)) return [value.mediaCode];
  return Array.isArray(value) ? value.filter(isMediaValue).map((media) => media.mediaCode) : [];
}
