/**
 * The form model of a sign template (spec 001 §3 "Form-field model"): the fields a customer fills
 * in to make a sign, and the orientations the template renders. The zod schema that checks one as
 * it arrives is `formModelSchema` in the contracts; the editor's field kit, the value check and
 * the renderer all read these types.
 */

export const signFieldTypes = [
  'radio',
  'media',
  'colorPicker',
  'textarea',
  'richText',
  'productSelector',
  'choices',
  'checkbox',
  'switch',
  'fieldset',
  'date',
  'slider',
  'multiSelect',
  'multiLibraryMedia',
  'multiDiskMedia',
  'itemMediaPicker',
  'metadataLayers',
] as const;
export type SignFieldType = (typeof signFieldTypes)[number];

/** Fields whose value is one or more media codes of the account. */
export const mediaFieldTypes = [
  'media',
  'multiLibraryMedia',
  'multiDiskMedia',
  'itemMediaPicker',
] as const satisfies readonly SignFieldType[];

/** Fields that choose among `options` (or among the answer of `optionsSource`). */
export const optionFieldTypes = [
  'radio',
  'choices',
  'multiSelect',
] as const satisfies readonly SignFieldType[];

/** A label: one text, or one per language with en_US as the fallback. */
export type FieldLabel = string | Readonly<Partial<Record<SignLanguage, string>>>;
export const signLanguages = ['en_US', 'sv_SE', 'de_DE', 'es_ES'] as const;
export type SignLanguage = (typeof signLanguages)[number];

export interface FieldOption {
  readonly value: string;
  readonly label: FieldLabel;
}

export interface SignField {
  readonly fieldName: string;
  readonly type: SignFieldType;
  readonly label: FieldLabel;
  readonly required?: boolean;
  readonly title?: FieldLabel;
  /** Fixed choices of a radio, choices or multiSelect field. */
  readonly options?: readonly FieldOption[];
  /** Where the choices come from instead: `locations`, `tags` or `item:<attributeCode>`. */
  readonly optionsSource?: string;
  readonly maxLength?: number;
  /** How many copies a repeatable fieldset may hold. */
  readonly maxCopies?: number;
  readonly minValue?: number;
  readonly maxValue?: number;
  readonly minLabel?: FieldLabel;
  readonly maxLabel?: FieldLabel;
  /** Colour swatches offered by a colour picker (`#rrggbb`). */
  readonly swatches?: readonly string[];
  /** Whether a colour picker also takes any colour besides its swatches. */
  readonly customColor?: boolean;
  /** Which tools a rich text editor offers. */
  readonly editor?: Readonly<Partial<Record<RichTextTool, boolean>>>;
  readonly style?: { readonly fieldsVolume?: number; readonly allowCopies?: boolean };
  readonly collapsible?: boolean;
  readonly isCollapsed?: boolean;
  /** The field this one depends on: the product of an item media picker, the media of metadata layers. */
  readonly parentField?: string;
  /** The item attribute a product-bound field reads (`images` for an item media picker). */
  readonly attributeCode?: string;
  readonly multiselect?: boolean;
  /** The library a media field lists and uploads to (`MediaLibrary`, `ItemImages`, `BookingMedia`). */
  readonly mediaLibrary?: string;
  /** The fields of a fieldset; fieldsets do not nest. */
  readonly fields?: readonly SignField[];
  /** The value a new sign starts with, for fields that hold a text, a number or a yes/no. */
  readonly defaultValue?: string | number | boolean;
}

export const richTextTools = [
  'bold',
  'italic',
  'underline',
  'heading',
  'list',
  'color',
  'size',
  'font',
] as const;
export type RichTextTool = (typeof richTextTools)[number];

export interface SignOrientation {
  /** Shown to users and used in preview file names: `Landscape`. */
  readonly orientation_name: string;
  /** The document's size in pixels: `1920x1080`. */
  readonly orientation_pixels: string;
  /** The aspect a screen's layer is matched to: `16:9`. */
  readonly orientation: string;
}

export interface FormModel {
  readonly orientations: readonly SignOrientation[];
  readonly fields: readonly SignField[];
}

/** One metadata layer of a video or photo (spec 001 §3 "Metadata layer"). */
export interface MetadataLayer {
  readonly id: string;
  readonly layerName: string;
  readonly x: number;
  readonly y: number;
  readonly fontFamily: string;
  readonly fontStyle: string;
  readonly align: 'left' | 'center' | 'right';
  readonly currency: string;
  readonly color: string;
  readonly fontSize: number;
  /** Seconds into the media when the layer appears and goes. */
  readonly inTime: number;
  readonly outTime: number;
  readonly rowNumber: number;
  readonly mediaCode: string;
}

/** What a new layer starts with, and what a layer read from a media file lacks. */
export const metadataLayerDefaults = {
  layerName: '',
  x: 0,
  y: 0,
  fontFamily: 'Arial',
  fontStyle: 'normal',
  align: 'left',
  currency: '',
  color: '#ffffff',
  fontSize: 32,
  inTime: 0,
  outTime: 0,
  rowNumber: 0,
} as const satisfies Omit<MetadataLayer, 'id' | 'mediaCode'>;

export interface MediaValue {
  readonly mediaCode: string;
}
export interface ItemValue {
  readonly factCode: string;
}

/**
 * A field's value in a sign, by type: text for textarea, richText, colorPicker (`#rrggbb`),
 * radio, choices and date (`YYYY-MM-DD`); a boolean for checkbox and switch; a number for a
 * slider; a list of texts for multiSelect; `{mediaCode}` for media and itemMediaPicker, lists of
 * them for multiLibraryMedia and multiDiskMedia; `{factCode}` for productSelector; a list of
 * copies for a fieldset; a list of layers for metadataLayers; null when empty.
 */
export type SignValue =
  | string
  | number
  | boolean
  | null
  | MediaValue
  | ItemValue
  | readonly string[]
  | readonly MediaValue[]
  | readonly MetadataLayer[]
  | readonly SignValues[];

export type SignValues = Readonly<Record<string, SignValue>>;

/** Bounds of a form model, so that a template cannot make a form no one can fill in. */
export const formModelLimits = {
  maxFields: 100,
  maxCopies: 50,
  maxOptions: 200,
  maxLength: 10_000,
  maxOrientations: 4,
  maxLayers: 50,
} as const;

/** Field names are keys in values, placeholders and paths: a letter, then letters, digits or _. */
export const fieldNamePattern = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const orientationPixelsPattern = /^[1-9]\d{1,4}x[1-9]\d{1,4}$/;
export const orientationAspectPattern = /^[1-9]\d{0,2}:[1-9]\d{0,2}$/;

/** A label in the wanted language, else en_US, else any it has. */
export function labelText(label: FieldLabel | undefined, language: SignLanguage): string {
  if (label === undefined) return '';
  if (typeof label === 'string') return label;
  return label[language] ?? label.en_US ?? Object.values(label).find(Boolean) ?? '';
}

/** Every field of a model, fieldsets' own fields after their fieldset, with its path of names. */
export function* walkFields(
  fields: readonly SignField[],
  parents: readonly string[] = [],
): Generator<{ field: SignField; path: readonly string[] }> {
  for (const field of fields) {
    const path = [...parents, field.fieldName];
    yield { field, path };
    if (field.type === 'fieldset' && field.fields) yield* walkFields(field.fields, path);
  }
}
