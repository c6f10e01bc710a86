export { CodePicker, type CodePickerProps } from './code-picker';
export * from './code-picker-options';
export * from './code-picker-types';
export * from './code-pickers';
