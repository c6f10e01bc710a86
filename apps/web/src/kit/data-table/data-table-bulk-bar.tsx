import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './data-table.module.css';

export interface DataTableBulkAction {
  label: string;
  emitAction: string;
}

interface BulkBarProps {
  count: number;
  actions: DataTableBulkAction[];
  onAction: (emitAction: string) => void;
  onClear: () => void;
}

export function DataTableBulkBar({ count, actions, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation();
  return (
    <Paper
      className={classes.bulkBar}
      p="xs"
      px="md"
      radius="md"
      role="region"
      aria-label={t('kit.table.bulkActions')}
    >
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" fw={600}>
          {t('kit.table.itemsSelected', { count })}
        </Text>
        <Group gap="xs">
          {actions.map((action) => (
            <Button
              key={action.emitAction}
              size="xs"
              variant="white"
              onClick={() => onAction(action.emitAction)}
            >
              {action.label}
            </Button>
          ))}
          <Button size="xs" variant="subtle" color="white" onClick={onClear}>
            {t('kit.table.clearSelection')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
