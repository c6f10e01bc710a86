// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, Group, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn, DataTableItem, DataTableSort } from './data-table-columns';
import classes from './data-table.module.css';

export interface SelectAllState {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  onToggle: () => void;
}

interface HeaderCellProps<T extends DataTableItem> {
  column: DataTableColumn<T>;
  sort: DataTableSort | undefined;
  onSort: (orderBy: string) => void;
  selectAll: SelectAllState;
}

export function DataTableHeaderCell<T extends DataTableItem>({
  column,
  sort,
  onSort,
  selectAll,
}: HeaderCellProps<T>) {
  const { t } = useTranslation();
  if (column.checkbox) {
    return (
      <Checkbox
        aria-label={t('kit.table.selectAll')}
        checked={selectAll.checked}
        indeterminate={selectAll.indeterminate}
        disabled={selectAll.disabled}
        onChange={selectAll.onToggle}
      />
    );
  }
  if (!column.orderBy) return <span className={classes.headerText}>{column.name}</span>;
  const orderBy = column.orderBy;
  const active = sort?.orderBy === orderBy ? sort.order : undefined;
  const SortIcon =
    active === 'asc' ? IconArrowUp : active === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <UnstyledButton className={classes.sortButton} onClick={() => onSort(orderBy)}>
      <Group gap={4} wrap="nowrap">
        <span className={classes.headerText}>{column.name}</span>
        <SortIcon
          size={14}
          className={active ? classes.sortActive : classes.sortIdle}
          aria-hidden
        />
      </Group>
    </UnstyledButton>
  );
}
