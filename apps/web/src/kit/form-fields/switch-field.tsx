import { Input, Stack } from '@mantine/core';
import { Toggle } from '../toggle';
import type { FieldProps } from './form-field-types';

export function SwitchField({ value, onChange, label, error }: FieldProps) {
  return (
    <Stack gap={4}>
      <Toggle label={label} checked={value === true} onChange={onChange} />
      {error && <Input.Error>{error}</Input.Error>}
    </Stack>
  );
}
