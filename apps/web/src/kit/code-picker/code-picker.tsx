// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import {
  Button,
  ColorSwatch,
  Combobox,
  Group,
  Loader,
  Pill,
  PillsInput,
  useCombobox,
} from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchList } from '../search-list';
import {
  addPickerOption,
  pickerPageSize,
  pickerSearchDelayMs,
  pickerSearchId,
  type PickerOption,
  type PickerSearch,
  type PickerSearchResult,
} from './code-picker-types';

export interface CodePickerProps<T> {
  label?: string;
  placeholder?: string;
  search: PickerSearch<T>;
  /** Keep it stable (a module-level function): a new one starts a new search. */
  toOption: (item: T) => PickerOption | null;
  value: PickerOption[];
  onChange: (value: PickerOption[]) => void;
  /** Allows one code only and hides the input once one is chosen. */
  isSingle?: boolean;
  disabled?: boolean;
  /** Why the chosen codes cannot be shown as they are, e.g. their names failed to load. */
  error?: string;
}

function OptionLabel({ option }: { option: PickerOption }) {
  return (
    <Group gap={6} wrap="nowrap">
      {option.color && <ColorSwatch color={option.color} size={12} data-testid="tag-colour" />}
      <span>{option.name}</span>
    </Group>
  );
}

const itemsOf = <T,>(answer: PickerSearchResult<T>) => answer.items;

/**
 * Pages through a picker's search while its dropdown is open, from 3 typed characters on. A
 * failed answer reads as no results: the spec shows no message for it.
 */
function usePickerOptions<T>(props: CodePickerProps<T>, searchText: string, isOpen: boolean) {
  const { search, toOption } = props;
  const list = useSearchList({
    queryKey: ['kit', 'codePicker', pickerSearchId(search)],
    searchText,
    enabled: isOpen,
    pageSize: pickerPageSize,
    debounceMs: pickerSearchDelayMs,
    fetchPage: ({ searchText: text, page }) =>
      search({
        searchText: text ?? '',
        maxItemsInResult: page.MaxItemsInResult,
        skipItemsInResult: page.SkipItemsInResult,
      }),
    itemsOf,
  });
  const options = useMemo(
    () => list.items.map(toOption).filter((option): option is PickerOption => option !== null),
    [list.items, toOption],
  );
  return { ...list, options };
}

export function CodePicker<T>(props: CodePickerProps<T>) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const combobox = useCombobox({
    onDropdownOpen: () => setIsOpen(true),
    onDropdownClose: () => {
      setIsOpen(false);
      combobox.resetSelectedOption();
    },
  });
  const { options, hasMore, isLoading, loadMore } = usePickerOptions(props, searchText, isOpen);
  const isFull = props.isSingle === true && props.value.length > 0;
  const chosen = new Set(props.value.map((option) => option.code));
  const offered = options.filter((option) => !chosen.has(option.code));

  const choose = (code: string) => {
    const option = options.find((o) => o.code === code);
    if (!option) return;
    props.onChange(addPickerOption(props.value, option, props.isSingle ?? false));
    setSearchText('');
    if (props.isSingle) combobox.closeDropdown();
  };
  const remove = (code: string) => props.onChange(props.value.filter((o) => o.code !== code));

  return (
    <Combobox store={combobox} onOptionSubmit={choose} hideDetached={false}>
      <Combobox.DropdownTarget>
        <PillsInput
          label={props.label}
          disabled={props.disabled}
          error={props.error}
          rightSection={isLoading && isOpen ? <Loader size={14} /> : undefined}
          onClick={() => !isFull && combobox.openDropdown()}
        >
          <Pill.Group>
            {props.value.map((option) => (
              <Pill
                key={option.code}
                withRemoveButton={!props.disabled}
                onRemove={() => remove(option.code)}
                removeButtonProps={{
                  // Mantine hides the remove button from assistive tech; it is the only mouse-free way besides Backspace.
                  'aria-hidden': false,
                  'aria-label': t('kit.picker.remove', { name: option.name }),
                }}
              >
                <OptionLabel option={option} />
              </Pill>
            ))}
            {!isFull && (
              <Combobox.EventsTarget>
                <PillsInput.Field
                  aria-label={props.label ?? props.placeholder}
                  placeholder={props.placeholder ?? t('kit.picker.search')}
                  value={searchText}
                  onFocus={() => combobox.openDropdown()}
                  onBlur={() => combobox.closeDropdown()}
                  onChange={(event) => {
                    setSearchText(event.currentTarget.value);
                    combobox.openDropdown();
                  }}
                  onKeyDown={(event) => {
                    const last = props.value.at(-1);
                    if (event.key === 'Backspace' && searchText === '' && last) remove(last.code);
                  }}
                />
              </Combobox.EventsTarget>
            )}
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>
      <Combobox.Dropdown>
        <Combobox.Options mah={260} style={{ overflowY: 'auto' }}>
          {offered.map((option) => (
            <Combobox.Option value={option.code} key={option.code}>
              <OptionLabel option={option} />
            </Combobox.Option>
          ))}
          {offered.length === 0 && !isLoading && (
            <Combobox.Empty>{t('kit.picker.nothingFound')}</Combobox.Empty>
          )}
        </Combobox.Options>
        {hasMore && (
          <Combobox.Footer>
            <Button
              size="compact-xs"
              variant="subtle"
              fullWidth
              loading={isLoading}
              onMouseDown={(event) => event.preventDefault()}
              onClick={loadMore}
            >
              {t('kit.picker.loadMore')}
            </Button>
          </Combobox.Footer>
        )}
      </Combobox.Dropdown>
    </Combobox>
  );
}
