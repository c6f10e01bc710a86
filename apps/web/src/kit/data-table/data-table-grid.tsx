// Mantine's sheets for the components used here load with this module, not the entry.
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Grid, Paper, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { cellContent, type DataTableColumn, type DataTableItem } from './data-table-columns';
import { DataTableRowSelect } from './data-table-row-select';
import classes from './data-table.module.css';

interface DataTableGridProps<T extends DataTableItem> {
  items: T[];
  columns: DataTableColumn<T>[];
  selectedIds: ReadonlySet<string>;
  selectName: string;
  onToggleRow: (item: T) => void;
  onClickRow?: (item: T) => void;
  renderGridItem?: (item: T) => ReactNode;
}

/** Tiles of the columns marked `grid.show`, each spanning its share of 12. */
export function DataTableGrid<T extends DataTableItem>(props: DataTableGridProps<T>) {
  const selectColumn = props.columns.find((column) => column.checkbox || column.radio);
  const tileColumns = props.columns.filter((column) => column.grid?.show);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
      {props.items.map((item) => (
        <Paper
          key={item.id}
          withBorder
          radius="md"
          p="md"
          className={classes.tile}
          data-selected={props.selectedIds.has(item.id) || undefined}
          data-clickable={props.onClickRow ? true : undefined}
          onClick={props.onClickRow && (() => props.onClickRow?.(item))}
        >
          {selectColumn && (
            // The box toggles on its own; its click must not reach the tile and toggle back.
            <div className={classes.tileSelect} onClick={(event) => event.stopPropagation()}>
              <DataTableRowSelect
                column={selectColumn}
                item={item}
                isSelected={props.selectedIds.has(item.id)}
                name={props.selectName}
                onToggle={props.onToggleRow}
              />
            </div>
          )}
          {props.renderGridItem ? (
            props.renderGridItem(item)
          ) : (
            <Grid gap="xs">
              {tileColumns.map((column) => (
                <Grid.Col key={column.id} span={column.grid?.columnSpan ?? 12}>
                  <Text size="xs" c="dimmed">
                    {column.name}
                  </Text>
                  <Text size="sm" component="div">
                    {cellContent(column, item)}
                  </Text>
                </Grid.Col>
              ))}
            </Grid>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
