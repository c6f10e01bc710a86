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
 * One client account the caller reaches, searched as typed (3 characters or more). Names seen
 * are remembered, so the chosen client keeps its name while another search loads; one never
 * seen (opened from the address) shows its code until the first page names it.
 */
export function ClientSelect({ label, placeholder, required, value, onChange }: ClientSelectProps) {
  const [text, setText] = useState('');
  const [names, setNames] = useState<ReadonlyMap<string, string>>(() => new Map());
  const chosenName = value ? (names.get(value) ?? value) : null;
  // The box shows the chosen client's name as its text; that is no search.
  const clients = useClients(text === chosenName ? '' : text, 'asc');
  const unseen = clients.items.filter(
    (client) => names.get(client.clientCode) !== client.clientName,
  );
  // Remembered while rendering (React's way to keep state in step with what it derives from).
  if (unseen.length > 0)
    setNames(
      new Map([
        ...names,
        ...unseen.map((client) => [client.clientCode, client.clientName] as const),
      ]),
    );
  const options = clients.items.map((client) => ({
    value: client.clientCode,
    label: client.clientName,
  }));
  if (value && !options.some((option) => option.value === value))
    options.unshift({ value, label: names.get(value) ?? value });
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
      onChange={onChange}
    />
  );
}
