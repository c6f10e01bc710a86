// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import { Group, Radio, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { radioValue, type RadioOption } from './radio-default';

export interface RadioGroupProps {
  label: string;
  options: readonly RadioOption[];
  /** Empty means the first enabled option, which is reported back once. */
  value: string | null;
  onChange: (value: string) => void;
  description?: string;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  orientation?: 'vertical' | 'horizontal';
}

/** A labelled group of native radios, so arrow keys move and select as browsers do. */
export function RadioGroup({
  label,
  options,
  value,
  onChange,
  description,
  error,
  required,
  disabled = false,
  orientation = 'vertical',
}: RadioGroupProps) {
  const shown = radioValue(value, options);
  // The parent's value must match what is shown, or a form would save nothing.
  useEffect(() => {
    if (shown !== null && shown !== value) onChange(shown);
  }, [shown, value, onChange]);
  const Layout = orientation === 'vertical' ? Stack : Group;
  return (
    <Radio.Group
      label={label}
      description={description}
      error={error}
      required={required}
      // The group's false would override each option's own disabled flag.
      disabled={disabled || undefined}
      value={shown}
      onChange={(next) => {
        if (!disabled) onChange(next);
      }}
    >
      <Layout gap="xs" mt="xs">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            label={option.label}
            description={option.description}
            disabled={option.disabled}
          />
        ))}
      </Layout>
    </Radio.Group>
  );
}
