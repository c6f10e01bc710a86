import type { FormModel, SignLanguage, SignOrientation, SignValues } from './form-model';

export interface MediumForSign {
  readonly url: string;
  readonly mediaType: 'Photo' | 'Video';
  readonly width?: number;
  readonly height?: number;
}

export interface ItemForSign {
  /** What `{{field}}` writes for it (a social post's title); its `name` attribute when absent. */
  readonly name?: string;
  readonly attributes: Readonly<Record<string, unknown>>;
}

export interface RenderSignInput {
  readonly template: {
    readonly html: string;
    readonly formModel: FormModel;
    /** Where the template's relative addresses (`assets/logo.png`) resolve. */
    readonly assetsBaseUrl: string;
  };
  /** Values as `checkSignValues` stored them. */
  readonly values: SignValues;
  readonly orientation: SignOrientation;
  /** The sign's items by factCode; one missing renders as no item. */
  readonly items: ReadonlyMap<string, ItemForSign>;
  /** The sign's media by mediaCode; one missing renders nothing, never a broken reference. */
  readonly media: ReadonlyMap<string, MediumForSign>;
  readonly language: SignLanguage;
}

/** What `{{name}}` writes and what `{{#name}}` shows, for one name in one scope. */
export interface Binding {
  /** HTML, already escaped or sanitised. */
  readonly html: () => string;
  readonly isSet: boolean;
  /** The scopes `{{#name}}` renders its content in, one after another; none: once, as it is. */
  readonly frames?: readonly Scope[];
}

export type Scope = (name: string) => Binding | undefined;
