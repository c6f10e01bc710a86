export { SignForm, type SignFormProps } from './sign-form';
export type { FieldErrors, FormFieldLoaders, ItemSearch, PickerItem } from './form-field-types';
export { defaultSwatches, normaliseHex } from './color-hex';
