import { ActionIcon, Badge, Group, Paper, SegmentedControl, Stack } from '@mantine/core';
import type { CodeCondition } from '@marquee/domain';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FilterRow, FilterSearches } from './filter-builder-types';
import { FilterNodeEditor } from './filter-node-editor';
import { type PickerOption } from '../code-picker';

interface FilterNodeRowProps {
  row: FilterRow;
  searches: FilterSearches;
  onCodeCondition: (condition: CodeCondition) => void;
  onCodes: (codes: string[], lookups: PickerOption[]) => void;
  /** An Attribute node's attribute chosen; its values go with the one before. */
  onAttribute: (attributeCode: string) => void;
  onRemove: () => void;
}

export function FilterNodeRow({
  row,
  searches,
  onCodeCondition,
  onCodes,
  onAttribute,
  onRemove,
}: FilterNodeRowProps) {
  const { t } = useTranslation();
  const typeLabel = t(`kit.filter.nodeTypes.${row.node.nodeType}`);
  return (
    <Paper withBorder radius="md" p="sm" role="group" aria-label={typeLabel}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="sm">
            <Badge variant="light" radius="sm">
              {typeLabel}
            </Badge>
            <SegmentedControl
              size="xs"
              aria-label={t('kit.filter.codeCondition')}
              value={row.node.codeCondition}
              onChange={(value) => onCodeCondition(value === 'NotIn' ? 'NotIn' : 'In')}
              data={[
                { value: 'In', label: t('kit.filter.in') },
                { value: 'NotIn', label: t('kit.filter.notIn') },
              ]}
            />
          </Group>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('kit.filter.removeNode', { type: typeLabel })}
            onClick={onRemove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
        <FilterNodeEditor
          row={row}
          searches={searches}
          onCodes={onCodes}
          onAttribute={onAttribute}
        />
      </Stack>
    </Paper>
  );
}
