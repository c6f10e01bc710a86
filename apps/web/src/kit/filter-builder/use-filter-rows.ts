import {
  conditionToNodes,
  createFilterNode,
  nodesToCondition,
  type FilterCondition,
  type FilterNode,
  type FilterNodeType,
} from '@marquee/domain';
import { useState } from 'react';
import type { FilterRow, SavedFilter } from './filter-builder-types';

let rowCount = 0;
/** Row keys only tell rows apart for React; they never leave the builder. */
function nextKey() {
  rowCount += 1;
  return `node-${rowCount}`;
}

function rowsFromSaved(saved: SavedFilter | null | undefined): FilterRow[] {
  const names = new Map((saved?.conditionLookups ?? []).map((lookup) => [lookup.code, lookup]));
  return conditionToNodes(saved?.condition).map((node) => ({
    key: nextKey(),
    node,
    lookups: node.codes.map((code) => names.get(code) ?? { code, name: code }),
  }));
}

/**
 * The builder's rows. Every change rebuilds the condition and reports it;
 * choosing another saved filter replaces the rows with its nodes.
 */
export function useFilterRows(
  savedFilter: SavedFilter | null | undefined,
  onConditionChange: (condition: FilterCondition | null) => void,
) {
  const [rows, setRows] = useState<FilterRow[]>(() => rowsFromSaved(savedFilter));
  const [loadedCode, setLoadedCode] = useState(savedFilter?.filterCode);
  if (savedFilter?.filterCode !== loadedCode) {
    setLoadedCode(savedFilter?.filterCode);
    setRows(rowsFromSaved(savedFilter));
  }

  const commit = (next: FilterRow[]) => {
    setRows(next);
    onConditionChange(nodesToCondition(next.map((row) => row.node)));
  };

  return {
    rows,
    add: (nodeType: FilterNodeType) =>
      commit([...rows, { key: nextKey(), node: createFilterNode(nodeType), lookups: [] }]),
    remove: (key: string) => commit(rows.filter((row) => row.key !== key)),
    update: (key: string, change: Partial<FilterNode>, lookups?: FilterRow['lookups']) =>
      commit(
        rows.map((row) =>
          row.key === key
            ? { ...row, node: { ...row.node, ...change }, lookups: lookups ?? row.lookups }
            : row,
        ),
      ),
  };
}
