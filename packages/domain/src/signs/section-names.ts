import type { SignField } from './form-model';

/** What `{{url}}`-style names inside `{{#photo}}…{{/photo}}` read of a medium. */
export const mediumNames = ['url', 'mediaType', 'isPhoto', 'isVideo', 'width', 'height'] as const;
/** What names inside `{{#sizes}}…{{/sizes}}` read of each chosen option. */
export const optionNames = ['value', 'label'] as const;
/** What names inside `{{#link}}…{{/link}}` read of a text: its QR code. */
export const textNames = ['qrCode'] as const;

/**
 * The names a template may use inside a field's section besides the names outside it: a
 * fieldset's fields, a medium's properties, a chosen option's value and label, a text's QR code,
 * or any attribute of the chosen item (`{{#product}}{{name}} {{price}}{{/product}}`).
 */
export function namesInsideSection(field: SignField): readonly string[] | 'itemAttributes' {
  switch (field.type) {
    case 'fieldset':
      return (field.fields ?? []).map((inner) => inner.fieldName);
    case 'media':
    case 'itemMediaPicker':
    case 'multiLibraryMedia':
    case 'multiDiskMedia':
      return mediumNames;
    case 'multiSelect':
      return optionNames;
    case 'textarea':
      return textNames;
    case 'productSelector':
      return 'itemAttributes';
    default:
      return [];
  }
}
