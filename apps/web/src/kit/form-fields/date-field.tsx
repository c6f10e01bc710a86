import { Input, Stack } from '@mantine/core';
import { DatePicker, splitDateValue } from '../date-picker';
import type { FieldProps } from './form-field-types';

/** A day, kept as `YYYY-MM-DD` (the kit's picker speaks `YYYY-MM-DD HH:mm`). */
export function DateField({ value, onChange, label, error }: FieldProps) {
  return (
    <Stack gap={4}>
      <DatePicker
        label={label}
        value={typeof value === 'string' ? value : ''}
        onChange={(next) => onChange(splitDateValue(next).day || null)}
      />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
