import { ActionIcon, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's search debounce (001 section 9). */
export const searchDebounceMs = 500;

export interface SearchBoxProps {
  onSearch: (text: string) => void;
  /** A new value empties the box (and drops a search still waiting), e.g. after "Clear search". */
  resetKey?: number;
  isFilterOpen?: boolean;
  onFilterToggle?: () => void;
}

export function SearchBox({ onSearch, resetKey, isFilterOpen, onFilterToggle }: SearchBoxProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [shownResetKey, setShownResetKey] = useState(resetKey);
  const search = useDebouncedCallback(onSearch, searchDebounceMs);
  // Set while rendering, as React advises for state that follows a prop.
  if (resetKey !== shownResetKey) {
    setShownResetKey(resetKey);
    setText('');
  }
  useEffect(() => search.cancel(), [resetKey, search]);
  return (
    <>
      <TextInput
        aria-label={t('topBar.search')}
        placeholder={t('topBar.search')}
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          search(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 260 }}
      />
      {onFilterToggle && (
        <Tooltip label={t('topBar.filter')}>
          <ActionIcon
            size="lg"
            variant={isFilterOpen ? 'filled' : 'default'}
            aria-label={t('topBar.filter')}
            aria-pressed={isFilterOpen ?? false}
            onClick={onFilterToggle}
          >
            <IconFilter size={18} />
          </ActionIcon>
        </Tooltip>
      )}
    </>
  );
}
