// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useClients } from './clients';

export interface ChosenClient {
  clientCode: string;
  clientName: string;
}

interface ClientMultiSelectProps {
  label: string;
  placeholder?: string;
  value: readonly ChosenClient[];
  onChange: (clients: ChosenClient[]) => void;
}

/**
 * Several client accounts the caller reaches, searched as typed (3 characters or more); the
 * chosen ones keep their names while other searches load, as they travel with the value.
 */
export function ClientMultiSelect({ label, placeholder, value, onChange }: ClientMultiSelectProps) {
  const [text, setText] = useState('');
  const clients = useClients(text, 'asc');
  const known = new Map(value.map((client) => [client.clientCode, client.clientName]));
  for (const client of clients.items) known.set(client.clientCode, client.clientName);
  const data = [...known].map(([code, name]) => ({ value: code, label: name }));
  return (
    <MultiSelect
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      searchValue={text}
      onSearchChange={setText}
      filter={({ options }) => options}
      data={data}
      value={value.map((client) => client.clientCode)}
      onChange={(codes) =>
        onChange(codes.map((code) => ({ clientCode: code, clientName: known.get(code) ?? code })))
      }
    />
  );
}
