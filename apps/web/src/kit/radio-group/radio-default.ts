export interface RadioOption {
  value: string;
  /** Already translated. */
  label: string;
  description?: string;
  disabled?: boolean;
}

/** Spec 001 section 5: an empty radio takes the first option the user could pick. */
export function radioValue(value: string | null | undefined, options: readonly RadioOption[]) {
  if (value && options.some((option) => option.value === value)) return value;
  return options.find((option) => !option.disabled)?.value ?? null;
}
