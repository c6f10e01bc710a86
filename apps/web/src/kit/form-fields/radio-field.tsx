import { Stack } from '@mantine/core';
import { RadioGroup } from '../radio-group';
import type { FieldProps } from './form-field-types';
import { OptionsFailure } from './options-failure';
import { useFieldOptions } from './use-field-options';

/** One of the options; empty takes the first (001 §5), which the radio group reports back. */
export function RadioField({
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
      <RadioGroup
        label={label}
        options={options}
        value={typeof value === 'string' ? value : null}
        onChange={onChange}
        error={error}
        required={field.required}
      />
      <OptionsFailure detail={failure} />
    </Stack>
  );
}
