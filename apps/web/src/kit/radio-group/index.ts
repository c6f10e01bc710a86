export { radioValue, type RadioOption } from './radio-default';
export { RadioGroup, type RadioGroupProps } from './radio-group';
