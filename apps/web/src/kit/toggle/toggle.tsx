// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch } from '@mantine/core';

export interface ToggleProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  disabled?: boolean;
}

/** A switch that does nothing while disabled. */
export function Toggle({ checked, onChange, label, disabled = false }: ToggleProps) {
  return (
    <Switch
      label={label}
      checked={checked}
      disabled={disabled}
      onChange={(event) => {
        if (!disabled) onChange(event.currentTarget.checked);
      }}
    />
  );
}
