import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox } from '@mantine/core';
import type { FieldProps } from './form-field-types';

export function CheckboxField({ value, onChange, label, error }: FieldProps) {
  return (
    <Checkbox
      label={label}
      checked={value === true}
      onChange={(event) => onChange(event.currentTarget.checked)}
      error={error}
    />
  );
}
