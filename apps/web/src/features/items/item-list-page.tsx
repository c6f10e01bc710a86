import { Text } from '@mantine/core';
import type { Fact } from '@marquee/contracts';
import { can, type FilterCondition } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable, RowLink, rowOptionsColumn, type DataTableColumn } from '@/kit/data-table';
import { ErrorAlert } from '@/kit/error-alert';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { useListPage } from '@/lib/ui/use-list-page';
import { valueText } from './item-values';
import { schemeQuery, useItemList, valuesOf, type ItemValues } from './items.api';
import { RemoveItemModal } from './remove-item-modal';

// The builder loads when the panel first opens.
const ItemFilterPanel = lazy(() => import('./item-filter-panel'));

interface ItemRow {
  id: string;
  name: string;
  values: ItemValues;
}

const rowOf = (fact: Fact): ItemRow => {
  const values = valuesOf(fact);
  return { id: fact.factCode, name: String(values.name ?? ''), values };
};

type ItemAction = 'edit' | 'remove';

/** The items (001 section 2, /items): the List view's columns, search, filters, more to load. */
export default function ItemListPage() {
  const { t, i18n } = useTranslation();
  const route = useCurrentRoute();
  const navigate = useNavigate();
  const user = useSessionUser();
  const canEdit = can(user, 'AccountItems', 'edit') && can(user, 'RoleItems', 'edit');
  const listPage = useListPage({ orderBy: 'name', order: 'asc' });
  const [filterCode, setFilterCode] = useState<string | null>(null);
  const [isFilterOpen, setIsFilterOpen] = useState(false);
  const [condition, setCondition] = useState<FilterCondition | null>(null);
  const scheme = useQuery(schemeQuery('List'));
  const list = useItemList(listPage.searchText, isFilterOpen ? condition : null);
  const rows = useMemo(() => list.items.map(rowOf), [list.items]);
  const [toRemove, setToRemove] = useState<ItemRow[] | null>(null);
  const open = (row: ItemRow) => void navigate(`/items/${encodeURIComponent(row.id)}`);

  const words = {
    yes: t('items.yes'),
    no: t('items.no'),
    media: (count: number) => t('items.mediaCount', { count }),
  };
  const columns: DataTableColumn<ItemRow>[] = [
    ...(scheme.data ?? []).map((attribute): DataTableColumn<ItemRow> => ({
      id: attribute.attributeCode,
      name: attribute.title,
      locked: attribute.attributeCode === 'name',
      defaultWidth: attribute.attributeCode === 'name' ? 260 : 140,
      render: (row) =>
        attribute.attributeCode === 'name' && canEdit ? (
          <RowLink onClick={() => open(row)}>{row.name}</RowLink>
        ) : (
          valueText(attribute, row.values[attribute.attributeCode], words, i18n.language)
        ),
    })),
    ...(canEdit
      ? [
          rowOptionsColumn<ItemRow, ItemAction>({
            label: (row) => t('items.options', { name: row.name }),
            options: () => [
              { action: 'edit', label: t('items.edit') },
              { action: 'remove', label: t('items.remove.action') },
            ],
            onAction: (action, row) => (action === 'edit' ? open(row) : setToRemove([row])),
          }),
        ]
      : []),
  ];

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={{
          ...listPage.search,
          isFilterOpen,
          onFilterToggle: () => {
            if (isFilterOpen) setCondition(null);
            setIsFilterOpen(!isFilterOpen);
          },
        }}
        addNew={
          canEdit
            ? { label: t('items.add'), onClick: () => void navigate('/items/new') }
            : undefined
        }
      />
      {isFilterOpen && (
        <Suspense fallback={null}>
          <ItemFilterPanel
            filterCode={filterCode}
            onFilterCodeChange={setFilterCode}
            onConditionChange={setCondition}
          />
        </Suspense>
      )}
      {(list.isError || scheme.isError) && (
        <ErrorAlert>
          <Text size="sm">{t('items.errors.list')}</Text>
        </ErrorAlert>
      )}
      <DataTable
        tableId="items"
        {...listPage.tableProps(list)}
        columns={columns}
        items={rows}
        isResizable
        bulkActions={canEdit ? [{ label: t('items.remove.action'), emitAction: 'remove' }] : []}
        onBulkAction={(_action, ids) => setToRemove(rows.filter((row) => ids.includes(row.id)))}
        emptyState={{
          isFiltered: listPage.searchText.trim() !== '' || (isFilterOpen && condition !== null),
          onClear: () => {
            listPage.clearSearch();
            setCondition(null);
            setIsFilterOpen(false);
            setFilterCode(null);
          },
          title: t('items.welcome.title'),
          text: t('items.welcome.text'),
          action: canEdit
            ? { label: t('items.add'), onClick: () => void navigate('/items/new') }
            : undefined,
        }}
      />
      {toRemove && (
        <RemoveItemModal
          items={toRemove.map((row) => ({ factCode: row.id, name: row.name }))}
          onRemoved={() => setToRemove(null)}
          onClose={() => setToRemove(null)}
        />
      )}
    </>
  );
}
