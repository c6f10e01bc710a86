import type { ReactNode } from 'react';

/** A row the table can show: the spec's Item with its optional allow.edit flag. */
export interface DataTableItem {
  id: string;
  allow?: { edit?: boolean };
}

/** A column as the spec defines it (002 section 3, Table). */
export interface DataTableColumn<T extends DataTableItem> {
  id: string;
  /** Header text, already translated. */
  name?: string;
  /** Shown unless the user hid it; false hides it by default. */
  enabled?: boolean;
  /** Always shown and left out of the visibility menu. */
  locked?: boolean;
  /** The order key emitted when the user sorts by this column. */
  orderBy?: string;
  /** Field read for the cell, dotted for nested values (`trigger.name`). */
  attributeName?: string;
  defaultWidth?: number;
  /** The row selection column. */
  checkbox?: boolean;
  /** The single-row selection column. */
  radio?: boolean;
  /** The per-row options column. */
  options?: boolean;
  grid?: { show: boolean; columnSpan?: number };
  /**
   * A short value (a status, a date, a size) kept whole on one line: a narrow screen scrolls the
   * table rather than breaking it.
   */
  isOneLine?: boolean;
  /**
   * A long text (an e-mail address) kept to one line and cut with an ellipsis at the column's
   * width, never broken inside a word; the whole text is the cell's title and stays in the page
   * for screen readers. Only a resizable table fixes its widths: elsewhere the column widens to
   * the text, as with `isOneLine`.
   */
  isTruncated?: boolean;
  render?: (item: T) => ReactNode;
}

export type SortOrder = 'asc' | 'desc';
export interface DataTableSort {
  orderBy: string;
  order: SortOrder;
}

export const dataTablePageSize = 50;

/** Options 48 px (one dots button), checkbox or radio 40 px, otherwise the column's own width. */
export function columnWidth<T extends DataTableItem>(
  column: DataTableColumn<T>,
): number | undefined {
  if (column.options) return 48;
  if (column.checkbox || column.radio) return 40;
  return column.defaultWidth;
}

/** Whether the user may hide the column from the visibility menu. */
export function isHideable<T extends DataTableItem>(column: DataTableColumn<T>): boolean {
  return !column.locked && !column.checkbox && !column.radio && !column.options;
}

/** Sorting the same column again flips it; a new column starts ascending. */
export function nextSort(current: DataTableSort | undefined, orderBy: string): DataTableSort {
  if (current?.orderBy === orderBy) {
    return { orderBy, order: current.order === 'asc' ? 'desc' : 'asc' };
  }
  return { orderBy, order: 'asc' };
}

/** Rows whose allow.edit is false get no checkbox and are never selected. */
export function isSelectable(item: DataTableItem): boolean {
  return item.allow?.edit !== false;
}

export function readAttribute(item: object, attributeName: string): unknown {
  return attributeName
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === 'object'
          ? (value as Record<string, unknown>)[key]
          : undefined,
      item,
    );
}

/** The cell content: the column's renderer, else the attribute as text. */
export function cellContent<T extends DataTableItem>(
  column: DataTableColumn<T>,
  item: T,
): ReactNode {
  if (column.render) return column.render(item);
  if (!column.attributeName) return null;
  const value = readAttribute(item, column.attributeName);
  return value === null || value === undefined ? '' : String(value);
}
