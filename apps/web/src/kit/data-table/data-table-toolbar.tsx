import { Center, Group, SegmentedControl, VisuallyHidden } from '@mantine/core';
import { IconColumns, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ActionMenu } from '../action-menu';
import { isHideable, type DataTableColumn, type DataTableItem } from './data-table-columns';
import type { ColumnVisibility } from './data-table-visibility';

export type DataTableView = 'list' | 'grid';

interface ToolbarProps<T extends DataTableItem> {
  columns: DataTableColumn<T>[];
  visibility: ColumnVisibility;
  onToggleColumn: (columnId: string) => void;
  view: DataTableView;
  onViewChange: (view: DataTableView) => void;
  hasGridView: boolean;
}

export function DataTableToolbar<T extends DataTableItem>(props: ToolbarProps<T>) {
  const { t } = useTranslation();
  const hideable = props.columns.filter(isHideable);
  const viewOption = (value: DataTableView, label: string, Icon: typeof IconList) => ({
    value,
    label: (
      <Center>
        <Icon size={16} aria-hidden />
        <VisuallyHidden>{label}</VisuallyHidden>
      </Center>
    ),
  });
  return (
    <Group justify="flex-end" gap="sm">
      {props.view === 'list' && hideable.length > 0 && (
        <ActionMenu
          label={t('kit.table.columns')}
          icon={<IconColumns size={16} />}
          withCheckboxes
          // Opening beside the button leaves the row options below it free to click.
          position="left-start"
          items={hideable.map((column) => ({
            label: column.name ?? column.id,
            emitAction: column.id,
            checked: props.visibility[column.id] ?? true,
          }))}
          onAction={props.onToggleColumn}
        />
      )}
      {props.hasGridView && (
        <SegmentedControl
          aria-label={t('kit.table.view')}
          value={props.view}
          onChange={(value) => props.onViewChange(value === 'grid' ? 'grid' : 'list')}
          data={[
            viewOption('list', t('kit.table.listView'), IconList),
            viewOption('grid', t('kit.table.gridView'), IconLayoutGrid),
          ]}
        />
      )}
    </Group>
  );
}
