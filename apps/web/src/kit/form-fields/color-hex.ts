import { hexColour } from '@marquee/domain';

/** The picker's 15 swatches when a field names none (001 §9). */
export const defaultSwatches = [
  '#000000',
  '#ffffff',
  '#868e96',
  '#fa5252',
  '#e64980',
  '#be4bdb',
  '#7950f2',
  '#4c6ef5',
  '#228be6',
  '#15aabf',
  '#12b886',
  '#40c057',
  '#82c91e',
  '#fab005',
  '#fd7e14',
] as const;

/** How long the picker settles before it reports, and how long typing does (001 §9). */
export const colorPickerDebounceMs = 100;
export const hexInputDelayMs = 600;
export const hexMaxLength = 7;

/** A typed colour as `#rrggbb` (3 digits expanded, case lowered), or null when it is none. */
export function normaliseHex(text: string): string | null {
  // Typed colours may leave out the '#' or carry spaces; what they mean is the signs' own rule.
  return hexColour(`#${text.trim().replace(/^#/, '')}`);
}
