export { DataTable, type DataTablePage, type DataTableProps } from './data-table';
export type { DataTableBulkAction } from './data-table-bulk-bar';
export type { DataTableEmptyState } from './data-table-empty';
export {
  dataTablePageSize,
  nextSort,
  type DataTableColumn,
  type DataTableItem,
  type DataTableSort,
  type SortOrder,
} from './data-table-columns';
export type { DataTableView } from './data-table-toolbar';
export { visibilityStorageKey } from './data-table-visibility';
export { rowOptionsColumn, type RowOption, type RowOptionsColumnProps } from './row-options-column';
export { RowLink } from './row-link';
