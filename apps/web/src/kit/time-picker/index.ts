export { TimePicker, type TimePickerProps } from './time-picker';
export * from './time-convert';
