// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { TagsInput } from '@mantine/core';
import { listPlayerTagNames, maxPageSize } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/lib/api/call-api';

interface TagNamesInputProps {
  label: string;
  value: string[];
  onChange: (names: string[]) => void;
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Screen tags by name: the account's tags are offered, and a typed name that is none of them is
 * offered first as a new tag, so a new tag needs no Enter that nothing told of.
 */
export function TagNamesInput({ label, value, onChange }: TagNamesInputProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const names = useQuery({
    queryKey: ['screens', 'tagNames'],
    queryFn: ({ signal }) =>
      callApi(listPlayerTagNames, { query: { MaxItemsInResult: maxPageSize }, signal }),
    select: (answer) => answer.tags.map((tag) => tag.name),
  });
  const known = names.data ?? [];
  const name = typed.trim();
  const isNew = name !== '' && ![...known, ...value].some((existing) => sameName(existing, name));
  return (
    <TagsInput
      label={label}
      placeholder={t('screens.tags.placeholder')}
      data={isNew ? [name, ...known] : known}
      renderOption={({ option }) =>
        isNew && option.value === name ? t('screens.tags.create', { name }) : option.value
      }
      value={value}
      onChange={onChange}
      searchValue={typed}
      onSearchChange={setTyped}
      maxTags={50}
      clearable
      comboboxProps={{ withinPortal: true }}
    />
  );
}
