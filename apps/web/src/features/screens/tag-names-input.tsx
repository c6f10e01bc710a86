// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { TagsInput } from '@mantine/core';
import { listPlayerTagNames, maxPageSize } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '@/lib/api/call-api';

interface TagNamesInputProps {
  label: string;
  value: string[];
  onChange: (names: string[]) => void;
}

/** Screen tags by name: the account's tags are offered, and a new name becomes a new tag. */
export function TagNamesInput({ label, value, onChange }: TagNamesInputProps) {
  const names = useQuery({
    queryKey: ['screens', 'tagNames'],
    queryFn: ({ signal }) =>
      callApi(listPlayerTagNames, { query: { MaxItemsInResult: maxPageSize }, signal }),
    select: (answer) => answer.tags.map((tag) => tag.name),
  });
  return (
    <TagsInput
      label={label}
      data={names.data ?? []}
      value={value}
      onChange={onChange}
      maxTags={50}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
