import { ActionMenu } from '../action-menu';
import type { DataTableColumn, DataTableItem } from './data-table-columns';

/** One choice in a row's options menu, with the typed action it stands for. */
export interface RowOption<Action extends string> {
  action: Action;
  label: string;
  disabled?: boolean;
}

export interface RowOptionsColumnProps<Row extends DataTableItem, Action extends string> {
  /** The dots button's accessible name for this row ("Options for Lobby"). */
  label: (row: Row) => string;
  /** The row's choices; a row with none shows no button. */
  options: (row: Row) => RowOption<Action>[];
  onAction: (action: Action, row: Row) => void;
}

/**
 * The per-row options column: a dots button opening to the left, so the menu never covers the
 * row's own cells or runs off the table's right edge. The menu speaks in strings; the chosen
 * one is found among the row's options again, so callers receive their own action type.
 */
export function rowOptionsColumn<Row extends DataTableItem, Action extends string>({
  label,
  options,
  onAction,
}: RowOptionsColumnProps<Row, Action>): DataTableColumn<Row> {
  return {
    id: 'options',
    options: true,
    render: (row) => {
      const choices = options(row);
      if (choices.length === 0) return null;
      return (
        <ActionMenu
          isIconOnly
          position="left-start"
          label={label(row)}
          items={choices.map((choice) => ({
            label: choice.label,
            emitAction: choice.action,
            disabled: choice.disabled,
          }))}
          onAction={(emitted) => {
            const chosen = choices.find((choice) => choice.action === emitted);
            if (chosen) onAction(chosen.action, row);
          }}
        />
      );
    },
  };
}
