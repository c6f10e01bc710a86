// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Radio.css';
import { Checkbox, Radio } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isSelectable, type DataTableColumn, type DataTableItem } from './data-table-columns';

interface RowSelectProps<T extends DataTableItem> {
  column: DataTableColumn<T>;
  item: T;
  isSelected: boolean;
  name: string;
  onToggle: (item: T) => void;
}

/** The checkbox or radio of one row; rows that may not be edited get none. */
export function DataTableRowSelect<T extends DataTableItem>({
  column,
  item,
  isSelected,
  name,
  onToggle,
}: RowSelectProps<T>) {
  const { t } = useTranslation();
  if (!isSelectable(item)) return null;
  const label = t('kit.table.selectRow', { id: item.id });
  return column.radio ? (
    <Radio aria-label={label} name={name} checked={isSelected} onChange={() => onToggle(item)} />
  ) : (
    <Checkbox aria-label={label} checked={isSelected} onChange={() => onToggle(item)} />
  );
}
