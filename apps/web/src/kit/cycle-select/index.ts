export { CycleSelect, type CycleSelectOption, type CycleSelectProps } from './cycle-select';
export { cycleValue } from './cycle-value';
