export { NumberPicker, type NumberPickerProps } from './number-picker';
