import { Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pickerSearchDelayMs, pickerSearchId, type PickerSearchResult } from '../code-picker';
import { DataTable, dataTablePageSize, type DataTableColumn } from '../data-table';
import { KitModal } from '../modal';
import { useSearchList } from '../search-list';
import type { ItemSearch, PickerItem } from './form-field-types';

interface ItemRow {
  id: string;
  item: PickerItem;
}

interface ItemPickerModalProps {
  search: ItemSearch;
  userId: string;
  onClose: () => void;
  onSelect: (item: PickerItem) => void;
}

const itemsOf = (page: PickerSearchResult<PickerItem>) => page.items;
const codeOf = (item: PickerItem) => item.factCode;

/** "Choose item" (1100 px): search the account's items, one row chosen, then Select. */
export function ItemPickerModal({ search, userId, onClose, onSelect }: ItemPickerModalProps) {
  const { t } = useTranslation();
  const [searchText, setSearchText] = useState('');
  const [chosen, setChosen] = useState<PickerItem | null>(null);
  const list = useSearchList({
    queryKey: ['kit', 'formFields', 'items', pickerSearchId(search)],
    searchText,
    debounceMs: pickerSearchDelayMs,
    pageSize: dataTablePageSize,
    itemsOf,
    keyOf: codeOf,
    fetchPage: ({ searchText: text, page }) =>
      search({
        searchText: text ?? '',
        maxItemsInResult: page.MaxItemsInResult,
        skipItemsInResult: page.SkipItemsInResult,
      }),
  });
  const rows = useMemo(() => list.items.map((item) => ({ id: item.factCode, item })), [list.items]);
  const columns = useMemo<DataTableColumn<ItemRow>[]>(() => {
    const cellNames = [...new Set(list.items.flatMap((item) => Object.keys(item.cells ?? {})))];
    return [
      { id: 'select', radio: true },
      {
        id: 'name',
        name: t('formFields.item.name'),
        locked: true,
        attributeName: 'item.displayName',
      },
      ...cellNames.map((name) => ({
        id: `cell-${name}`,
        name,
        render: (row: ItemRow) => row.item.cells?.[name] ?? '',
      })),
    ];
  }, [list.items, t]);
  return (
    <KitModal
      opened
      onClose={onClose}
      title={t('formFields.item.choose')}
      width="mediaPicker"
      onConfirm={() => {
        if (chosen) onSelect(chosen);
        onClose();
      }}
      confirmLabel={t('formFields.item.select')}
      isConfirmDisabled={!chosen}
    >
      <Stack gap="md">
        <TextInput
          aria-label={t('formFields.item.search')}
          placeholder={t('formFields.item.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={searchText}
          onChange={(event) => setSearchText(event.currentTarget.value)}
          w={320}
          data-autofocus
        />
        <DataTable
          tableId="itemPicker"
          userId={userId}
          columns={columns}
          items={rows}
          selectedIds={new Set(chosen ? [chosen.factCode] : [])}
          onSelectionChange={(ids) =>
            setChosen(rows.find((row) => row.id === ids[ids.length - 1])?.item ?? null)
          }
          isSelectedOnClick
          hasBulkBar={false}
          onLoadMore={list.loadMore}
          hasMore={list.hasMore}
          isLoading={list.isLoading}
          emptyText={t('formFields.item.empty')}
        />
      </Stack>
    </KitModal>
  );
}
