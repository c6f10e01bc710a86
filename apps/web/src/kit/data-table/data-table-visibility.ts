import { useCallback, useState } from 'react';
import { isHideable, type DataTableColumn, type DataTableItem } from './data-table-columns';

export type ColumnVisibility = Record<string, boolean>;

/** One key per user and table, so people sharing a browser keep their own. */
export function visibilityStorageKey(userId: string, tableId: string): string {
  return `marquee.table-columns.${userId}.${tableId}`;
}

function readStored(key: string): ColumnVisibility {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    );
  } catch {
    return {};
  }
}

/** The stored choice wins over `enabled`; columns that cannot be hidden always show. */
export function resolveVisibility<T extends DataTableItem>(
  columns: DataTableColumn<T>[],
  stored: ColumnVisibility,
): ColumnVisibility {
  return Object.fromEntries(
    columns.map((column) => [
      column.id,
      isHideable(column) ? (stored[column.id] ?? column.enabled !== false) : true,
    ]),
  );
}

export function useColumnVisibility<T extends DataTableItem>(
  storageKey: string,
  columns: DataTableColumn<T>[],
) {
  const [stored, setStored] = useState(() => readStored(storageKey));
  const toggle = useCallback(
    (columnId: string) => {
      setStored((previous) => {
        const current = resolveVisibility(columns, previous)[columnId] ?? true;
        const next = { ...previous, [columnId]: !current };
        localStorage.setItem(storageKey, JSON.stringify(next));
        return next;
      });
    },
    [columns, storageKey],
  );
  return { visibility: resolveVisibility(columns, stored), toggle };
}
