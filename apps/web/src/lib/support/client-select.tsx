// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useState } from 'react';
import { useClients } from './clients';

interface ClientSelectProps {
  label: string;
  placeholder?: string;
  required?: boolean;
  value: string | null;
  onChange: (clientCode: string | null) => void;
}

/**
 * One client account the caller reaches, searched as typed (3 characters or more). A chosen
 * client not among the names loaded yet is listed by its code, so it never shows blank.
 */
export function ClientSelect({ label, placeholder, required, value, onChange }: ClientSelectProps) {
  const [text, setText] = useState('');
  const [chosenLabel, setChosenLabel] = useState<string | null>(null);
  // The box shows the chosen client's name (or code) as its text; that is no search.
  const isChoiceShown = text === chosenLabel || text === value;
  const clients = useClients(isChoiceShown ? '' : text, 'asc');
  const options = clients.items.map((client) => ({
    value: client.clientCode,
    label: client.clientName,
  }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: value });
  return (
    <Select
      label={label}
      placeholder={placeholder}
      required={required}
      searchable
      clearable={!required}
      onSearchChange={setText}
      filter={({ options: all }) => all}
      data={options}
      value={value}
      onChange={(code, option) => {
        setChosenLabel(option?.label ?? null);
        onChange(code);
      }}
    />
  );
}
