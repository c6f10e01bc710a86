import '@mantine/core/styles/Combobox.css';
import { Select, Stack } from '@mantine/core';
import type { FieldProps } from './form-field-types';
import { OptionsFailure } from './options-failure';
import { useFieldOptions } from './use-field-options';

/** One choice from a dropdown, which may be left empty. */
export function ChoicesField({
  field,
  value,
  onChange,
  label,
  error,
  language,
  loaders,
}: FieldProps) {
  const { options, failure } = useFieldOptions(field, language, loaders);
  return (
    <Stack gap={4}>
      <Select
        label={label}
        data={options}
        value={typeof value === 'string' ? value : null}
        onChange={(next) => onChange(next)}
        error={error}
        required={field.required}
        searchable
        clearable
        comboboxProps={{ hideDetached: false }}
      />
      <OptionsFailure detail={failure} />
    </Stack>
  );
}
