import type {
  FieldOption,
  MetadataLayer,
  SignField,
  SignLanguage,
  SignValue,
  SignValues,
} from '@marquee/domain';
import type { PickerSearch } from '../code-picker';
import type { MediaLibrary, MediaSearch, PickerMedia } from '../media-picker';

/** An item as the item picker lists it: its code, a name, and one text per extra column. */
export interface PickerItem {
  factCode: string;
  displayName: string;
  cells?: Readonly<Record<string, string>>;
}

/** The paged item search, shaped as every kit picker's search. */
export type ItemSearch = PickerSearch<PickerItem>;

/**
 * Everything the form loads, from the app (its API calls) or the gallery (demo data). Keep the
 * object stable between renders: a new function asks again.
 */
export interface FormFieldLoaders {
  searchMedia: MediaSearch;
  /** What a media value shows: its name and thumbnail. */
  loadMedia: (mediaCode: string) => Promise<PickerMedia>;
  uploadFile: (file: File, library: MediaLibrary) => Promise<PickerMedia>;
  searchItems: ItemSearch;
  loadItem: (factCode: string) => Promise<PickerItem>;
  /** The images an item holds in one attribute (an item media picker's `attributeCode`). */
  loadItemImages: (factCode: string, attributeCode: string) => Promise<PickerMedia[]>;
  /** The choices of an `optionsSource` (`locations`, `tags`, `item:<attributeCode>`). */
  loadOptions: (source: string) => Promise<FieldOption[]>;
  loadMetadataLayers: (mediaCode: string) => Promise<MetadataLayer[]>;
  /** Where a sign held by a media field is edited; none (e.g. for Support users) shows no link. */
  signEditorHref?: (mediaCode: string) => string | undefined;
  /** Opens the preview of a chosen media; none leaves its thumbnail a picture. */
  previewMedia?: (mediaCode: string) => void;
}

/** Server errors by path (`values.rows[1].line`), as the sign calls answer them. */
export type FieldErrors = Readonly<Record<string, string>>;

export interface FormFieldContext {
  language: SignLanguage;
  loaders: FormFieldLoaders;
  /** Keeps the media picker's column choice per user. */
  userId: string;
  errors: FieldErrors;
}

/** What every field component gets. */
export interface FieldProps extends FormFieldContext {
  field: SignField;
  value: SignValue | undefined;
  onChange: (value: SignValue) => void;
  /** The field's label in the language shown. */
  label: string;
  /** The path of its value in the server's errors: `values.headline`, `values.rows[1].line`. */
  path: string;
  error: string | undefined;
  /** The values a `parentField` is found in: the fieldset copy's over the whole form's. */
  scope: SignValues;
}
