export { DatePicker, type DatePickerProps } from './date-picker';
export * from './date-picker-calendar';
export * from './date-picker-parse';
