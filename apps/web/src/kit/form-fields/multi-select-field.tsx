import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, Stack } from '@mantine/core';
import type { FieldProps } from './form-field-types';
import { OptionsFailure } from './options-failure';
import { useFieldOptions } from './use-field-options';

/** Any number of the options, as a list of their values. */
export function MultiSelectField({
  field,
  value,
  onChange,
  label,
  error,
  language,
  loaders,
}: FieldProps) {
  const { options, failure } = useFieldOptions(field, language, loaders);
  const chosen = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
  return (
    <Stack gap={4}>
      <MultiSelect
        label={label}
        data={options}
        value={chosen}
        onChange={onChange}
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
